import { describe, expect, it } from 'vitest';
import { initialToolState, step, type Effect, type ToolEvent, type ToolState } from '../../../renderer/fields/map-drawer/edit-type';
import type { Pair } from '../../../src/shared/geo';

const options = { autoClose: true, slider: 3 };
/** Runs events from a state; returns the last state and every effect on the way. */
function run(events: ToolEvent[], from: ToolState = initialToolState, opts = options) {
  let state = from;
  const effects: Effect[] = [];
  for (const e of events) {
    const r = step(state, e, opts);
    state = r.state;
    effects.push(...r.effects);
  }
  return { state, effects };
}
// About 110 m apart: far outside the 24 m close radius of slider 3.
const A: Pair = [123.4, 41.8];
const B: Pair = [123.401, 41.8];
const C: Pair = [123.401, 41.801];
const click = (at: Pair): ToolEvent => ({ type: 'click', at });

describe('editType state machine', () => {
  it('starts in sel; clicking a tool selects it, clicking the active tool returns to sel', () => {
    expect(initialToolState.editType).toBe('sel');
    expect(run([{ type: 'tool', tool: 'pg' }]).state.editType).toBe('pg');
    expect(
      run([
        { type: 'tool', tool: 'pg' },
        { type: 'tool', tool: 'pg' },
      ]).state.editType,
    ).toBe('sel');
    expect(
      run([
        { type: 'tool', tool: 'pg' },
        { type: 'tool', tool: 'hollowing' },
      ]).state.editType,
    ).toBe('hollowing');
  });

  it('click adds vertices, the double-click’s repeated click adds nothing, double-click finishes the area', () => {
    const r = run([{ type: 'tool', tool: 'pg' }, click(A), click(B), click(C), click(C), { type: 'dblclick' }]);
    expect(r.effects).toEqual([{ kind: 'polygon', ring: [A, B, C] }]);
    expect(r.state).toMatchObject({ editType: 'pg', line: [] });
  });

  it('in hollowing the finished ring is a hole to cut', () => {
    expect(run([{ type: 'tool', tool: 'hollowing' }, click(A), click(B), click(C), { type: 'dblclick' }]).effects).toEqual([
      { kind: 'hollow', ring: [A, B, C] },
    ]);
  });

  it('a polygon needs more than 2 points: finishing with fewer warns and keeps the line', () => {
    const r = run([{ type: 'tool', tool: 'pg' }, click(A), click(B), { type: 'dblclick' }]);
    expect(r.effects).toEqual([{ kind: 'tooFewPoints' }]);
    expect(r.state.line).toEqual([A, B]);
  });

  it('Esc abandons the line, Backspace takes back the last vertex', () => {
    const drawing = run([{ type: 'tool', tool: 'pg' }, click(A), click(B), click(C)]).state;
    expect(run([{ type: 'backspace' }], drawing).state.line).toEqual([A, B]);
    const abandoned = run([{ type: 'esc' }], drawing);
    expect(abandoned.state).toMatchObject({ editType: 'pg', line: [] });
    expect(abandoned.effects).toEqual([]);
    // A second Esc, with nothing drawn, leaves the tool.
    expect(run([{ type: 'esc' }], abandoned.state).state.editType).toBe('sel');
  });

  it('a click near the first vertex closes the ring when auto-close is on, and adds a vertex when it is off', () => {
    const near: Pair = [A[0] + 0.0001, A[1]]; // about 8 m from A
    const events = [{ type: 'tool', tool: 'pg' } as ToolEvent, click(A), click(B), click(C), click(near)];
    expect(run(events).effects).toEqual([{ kind: 'polygon', ring: [A, B, C] }]);
    expect(run(events, initialToolState, { autoClose: false, slider: 3 }).state.line).toEqual([A, B, C, near]);
    // The close radius follows the slider: at 1 (8 m) the same click is too far.
    const far: Pair = [A[0] + 0.0002, A[1]]; // about 17 m
    expect(run([...events.slice(0, 4), click(far)], initialToolState, { autoClose: true, slider: 1 }).state.line).toHaveLength(4);
  });

  it('a segment that would cross the line shows blocked (red) and the click adds nothing', () => {
    const drawing = run([{ type: 'tool', tool: 'pg' }, click(A), click(C), click(B)]).state;
    const crossing: Pair = [123.4, 41.8005]; // B -> here crosses A -> C
    const moved = run([{ type: 'move', at: crossing }], drawing).state;
    expect(moved).toMatchObject({ blocked: true, cursor: crossing });
    const clicked = run([click(crossing)], moved).state;
    expect(clicked.line).toEqual([A, C, B]);
    expect(run([{ type: 'move', at: [123.4015, 41.7995] }], clicked).state.blocked).toBe(false);
  });

  it('pt reports each click as a point; sel ignores clicks', () => {
    expect(run([{ type: 'tool', tool: 'pt' }, click(A)]).effects).toEqual([{ kind: 'point', at: A }]);
    expect(run([click(A), { type: 'dblclick' }]).effects).toEqual([]);
  });

  it('editPg starts and ends an edit; Esc cancels it', () => {
    expect(run([{ type: 'tool', tool: 'editPg' }]).effects).toEqual([{ kind: 'startEdit' }]);
    expect(
      run([
        { type: 'tool', tool: 'editPg' },
        { type: 'tool', tool: 'editPg' },
      ]).effects,
    ).toEqual([{ kind: 'startEdit' }, { kind: 'endEdit' }]);
    expect(
      run([
        { type: 'tool', tool: 'editPg' },
        { type: 'tool', tool: 'pg' },
      ]),
    ).toMatchObject({ state: { editType: 'pg' }, effects: [{ kind: 'startEdit' }, { kind: 'endEdit' }] });
    expect(run([{ type: 'tool', tool: 'editPg' }, { type: 'esc' }])).toMatchObject({
      state: { editType: 'sel' },
      effects: [{ kind: 'startEdit' }, { kind: 'cancelEdit' }],
    });
  });

  it('switching tools drops a half-drawn line', () => {
    expect(run([{ type: 'tool', tool: 'pg' }, click(A), click(B), { type: 'tool', tool: 'hollowing' }]).state).toMatchObject({
      editType: 'hollowing',
      line: [],
    });
  });
});
