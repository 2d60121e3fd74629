/**
 * The drawing screen's editType state machine (001 §4), pure: which tool is active and the line being drawn.
 * sel (default), pg (draw area), hollowing (cut a hole), pt (draw point), editPg (edit polygon). Clicking the
 * active tool returns to sel; a click adds a vertex, a double-click finishes, Esc abandons, Backspace undoes the
 * last vertex. A click near the first vertex closes the ring when auto-close is on; while the segment to the cursor
 * would cross the line it shows red and clicks add nothing. Points arrive already snapped.
 */
import { closesRing, wouldSelfCross, type Pair } from '@shared/geo';

export type EditType = 'sel' | 'pg' | 'hollowing' | 'pt' | 'editPg';

export interface ToolState {
  editType: EditType;
  /** Vertices of the ring being drawn (pg, hollowing). */
  line: Pair[];
  /** Where the rubber band ends (the pointer, snapped). */
  cursor: Pair | null;
  /** The segment to the cursor crosses the line: shown red, clicks refused. */
  blocked: boolean;
}

export type ToolEvent =
  { type: 'tool'; tool: EditType } | { type: 'click'; at: Pair } | { type: 'move'; at: Pair } | { type: 'dblclick' } | { type: 'esc' } | { type: 'backspace' };

/** What the screen must do after a step. */
export type Effect =
  | { kind: 'polygon'; ring: Pair[] }
  | { kind: 'hollow'; ring: Pair[] }
  | { kind: 'point'; at: Pair }
  | { kind: 'startEdit' }
  /** Leaving editPg by its tool or by 确定: apply the edited shape. */
  | { kind: 'endEdit' }
  /** Esc in editPg: drop the edits, keep the shape as it was. */
  | { kind: 'cancelEdit' }
  | { kind: 'tooFewPoints' };

export interface ToolOptions {
  autoClose: boolean;
  /** Snap slider 1..5 (the close radius is 4 times the snap radius). */
  slider: number;
}

export const initialToolState: ToolState = { editType: 'sel', line: [], cursor: null, blocked: false };

const drawing = (t: EditType) => t === 'pg' || t === 'hollowing';
const same = (a: Pair, b: Pair) => a[0] === b[0] && a[1] === b[1];

function finish(state: ToolState): { state: ToolState; effects: Effect[] } {
  if (state.line.length < 3) return { state, effects: [{ kind: 'tooFewPoints' }] };
  const ring = state.line;
  return { state: { ...state, line: [], blocked: false }, effects: [{ kind: state.editType === 'pg' ? 'polygon' : 'hollow', ring }] };
}

function switchTool(state: ToolState, tool: EditType): { state: ToolState; effects: Effect[] } {
  const next: EditType = tool === state.editType ? 'sel' : tool;
  const effects: Effect[] = [];
  if (state.editType === 'editPg' && next !== 'editPg') effects.push({ kind: 'endEdit' });
  if (next === 'editPg' && state.editType !== 'editPg') effects.push({ kind: 'startEdit' });
  return { state: { editType: next, line: [], cursor: null, blocked: false }, effects };
}

export function step(state: ToolState, event: ToolEvent, options: ToolOptions): { state: ToolState; effects: Effect[] } {
  const none = { state, effects: [] as Effect[] };
  switch (event.type) {
    case 'tool':
      return switchTool(state, event.tool);
    case 'move': {
      if (!drawing(state.editType)) return none;
      return { state: { ...state, cursor: event.at, blocked: wouldSelfCross(state.line, event.at) }, effects: [] };
    }
    case 'click': {
      if (state.editType === 'pt') return { state, effects: [{ kind: 'point', at: event.at }] };
      if (!drawing(state.editType)) return none;
      const { line } = state;
      // The second click of a double-click lands on the vertex the first one added.
      if (line.length && same(line[line.length - 1], event.at)) return none;
      if (wouldSelfCross(line, event.at)) return { state: { ...state, blocked: true }, effects: [] };
      if (options.autoClose && closesRing(line, event.at, options.slider)) return finish(state);
      return { state: { ...state, line: [...line, event.at], cursor: event.at, blocked: false }, effects: [] };
    }
    case 'dblclick':
      return drawing(state.editType) && state.line.length ? finish(state) : none;
    case 'esc':
      if (drawing(state.editType) && state.line.length) return { state: { ...state, line: [], cursor: null, blocked: false }, effects: [] };
      if (state.editType === 'editPg') return { state: { ...initialToolState }, effects: [{ kind: 'cancelEdit' }] };
      return state.editType === 'sel' ? none : { state: { ...initialToolState }, effects: [] };
    case 'backspace': {
      if (!drawing(state.editType) || !state.line.length) return none;
      const line = state.line.slice(0, -1);
      return { state: { ...state, line, blocked: state.cursor ? wouldSelfCross(line, state.cursor) : false }, effects: [] };
    }
  }
}
