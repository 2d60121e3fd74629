import { describe, expect, it } from 'vitest';
import appeal from '../../../../schemas/workflows/appeal.json';
import { diagramOf, FINISHED_ID, idList, layoutDiagram, START_ID, WITHDRAWN_ID, type DiagramDefinition } from '@renderer/fields/process-diagram/model';

const def = appeal as unknown as DiagramDefinition;
const edge = (m: ReturnType<typeof diagramOf>, from: string, to: string) => m.edges.find((e) => e.from === from && e.to === to);

describe('the graph of a definition', () => {
  const m = diagramOf(def);

  it('has a start, every node with its role, level and deadline, and the two ends', () => {
    expect(m.nodes.map((n) => n.id)).toEqual([START_ID, 'grid', 'community', 'street', FINISHED_ID, WITHDRAWN_ID]);
    expect(m.nodes.find((n) => n.id === 'community')).toMatchObject({
      label: '社区处置',
      details: ['community_admin · 社区', '时限 48 小时', '未开通：推送12345'],
    });
    expect(m.nodes.find((n) => n.id === 'grid')!.details).toEqual(['grid_member · 网格', '时限 24 小时']);
  });

  it('draws 上报 and 指派 to their targets, 驳回 back to where a task can come from, 处置 and 撤回 to the ends', () => {
    expect(edge(m, 'grid', 'community')).toMatchObject({ label: '上报、驳回', kind: 'forward' });
    expect(edge(m, 'community', 'grid')).toMatchObject({ label: '指派、驳回', kind: 'forward' });
    expect(edge(m, 'street', 'grid')).toMatchObject({ label: '指派', kind: 'forward' });
    expect(edge(m, 'grid', 'street')).toMatchObject({ label: '驳回', kind: 'back' });
    expect(edge(m, 'grid', FINISHED_ID)).toMatchObject({ label: '处置', kind: 'end' });
    expect(edge(m, 'grid', WITHDRAWN_ID)).toBeUndefined();
    expect(edge(m, 'street', WITHDRAWN_ID)).toMatchObject({ label: '撤回', kind: 'end' });
    expect(m.edges.filter((e) => e.from === START_ID).map((e) => e.to)).toEqual(['grid', 'community', 'street']);
    expect(m.edges.some((e) => e.label.includes('推送12345'))).toBe(false);
    expect(m.edges).toHaveLength(14);
  });

  it('uses the role and level names the route adds', () => {
    const named = { ...def, nodes: def.nodes.map((n) => ({ ...n, roleName: '网格员', levelName: '网格' })) };
    expect(diagramOf(named).nodes[1].details[0]).toBe('网格员 · 网格');
  });

  it('a definition alone marks nothing', () => {
    expect(new Set(m.nodes.map((n) => n.state))).toEqual(new Set(['idle']));
  });
});

describe('an instance on the diagram', () => {
  it('marks the current node, the visited ones and the start', () => {
    const m = diagramOf(def, { current: idList('street'), visited: idList('grid,community'), status: '1' });
    expect(Object.fromEntries(m.nodes.map((n) => [n.id, n.state]))).toEqual({
      [START_ID]: 'visited',
      grid: 'visited',
      community: 'visited',
      street: 'current',
      [FINISHED_ID]: 'idle',
      [WITHDRAWN_ID]: 'idle',
    });
  });

  it('a node visited before and open again is current; a finished or withdrawn instance marks its end', () => {
    const back = diagramOf(def, { current: ['grid'], visited: ['grid', 'community'] });
    expect(back.nodes.find((n) => n.id === 'grid')!.state).toBe('current');
    expect(diagramOf(def, { visited: ['grid'], status: '2' }).nodes.find((n) => n.id === FINISHED_ID)!.state).toBe('current');
    const withdrawn = diagramOf(def, { visited: ['grid', 'community'], status: '3' });
    expect(withdrawn.nodes.filter((n) => n.state === 'current').map((n) => n.id)).toEqual([WITHDRAWN_ID]);
  });

  it('reads ids from comma-joined text or lists', () => {
    expect(idList(' grid, community ,')).toEqual(['grid', 'community']);
    expect(idList(null)).toEqual([]);
    expect(idList(['street'])).toEqual(['street']);
  });
});

describe('the layout (dagre)', () => {
  const layout = layoutDiagram(diagramOf(def));

  it('places every node inside the drawing without overlaps, start first and the ends last from left to right', () => {
    for (const n of layout.nodes) {
      expect(n.x - n.width / 2).toBeGreaterThanOrEqual(0);
      expect(n.y - n.height / 2).toBeGreaterThanOrEqual(0);
      expect(n.x + n.width / 2).toBeLessThanOrEqual(layout.width);
      expect(n.y + n.height / 2).toBeLessThanOrEqual(layout.height);
    }
    for (const a of layout.nodes) {
      for (const b of layout.nodes) {
        if (a === b) continue;
        const apart = Math.abs(a.x - b.x) >= (a.width + b.width) / 2 || Math.abs(a.y - b.y) >= (a.height + b.height) / 2;
        expect(apart, `${a.id} / ${b.id}`).toBe(true);
      }
    }
    const x = Object.fromEntries(layout.nodes.map((n) => [n.id, n.x]));
    expect(x[START_ID]).toBeLessThan(x.grid);
    expect(x.street).toBeLessThan(x[FINISHED_ID]);
  });

  it('routes every edge from its source to its target with a label position', () => {
    expect(layout.edges).toHaveLength(14);
    for (const e of layout.edges) {
      expect(e.points.length).toBeGreaterThanOrEqual(2);
      expect(Number.isFinite(e.labelX) && Number.isFinite(e.labelY)).toBe(true);
    }
  });

  it('top to bottom puts the start above the ends', () => {
    const tb = layoutDiagram(diagramOf(def), 'TB');
    const y = Object.fromEntries(tb.nodes.map((n) => [n.id, n.y]));
    expect(y[START_ID]).toBeLessThan(y[FINISHED_ID]);
  });
});
