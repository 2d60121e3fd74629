/**
 * Seeded random map-editor edits over the standard tilings (experiments): a drawing of random size and wobble around
 * a vertex of a random grid, some of its points snapped onto neighbours' vertices as the screen's snapping does,
 * random "coexist" decisions, and as own shape the grid the drawing starts from (or nothing).
 */
import { seededRandom } from '../../../src/server/seed/geometry-tiles.js';
import { snapPair, type MultiPolygon, type Pair, type Ring, type Sibling } from '../../../src/shared/geo/index.js';
import { standardFixture } from './fixture.js';

export interface RandomEdit {
  index: number;
  parent: MultiPolygon;
  own: MultiPolygon;
  siblings: Sibling[];
  drawn: Ring;
  decisions: Record<string, 1 | 3>;
}

export const multi = (g: GeoJSON.Polygon | GeoJSON.MultiPolygon | null | undefined): MultiPolygon =>
  !g ? [] : g.type === 'Polygon' ? [g.coordinates as Ring[]] : (g.coordinates as MultiPolygon);

/** `rnd`: the seeded generator the cases draw from (a caller may go on drawing from it afterwards). */
export function* randomEdits(count: number, rnd: () => number = seededRandom(7)): Generator<RandomEdit> {
  const fixtures = [standardFixture(), standardFixture(42), standardFixture(4242)];
  for (let c = 0; c < count; c++) {
    const fx = fixtures[c % fixtures.length];
    const grids: Sibling[] = [fx.own!, ...fx.siblings].map((f) => ({
      regionCode: (f.properties as { regionCode?: string }).regionCode ?? 'own',
      shape: multi(f.geometry),
    }));
    const ownIdx = Math.floor(rnd() * grids.length);
    const ownShape = grids[ownIdx].shape;
    const ring0 = ownShape[0]?.[0];
    if (!ring0) continue;
    const centre = ring0[Math.floor(rnd() * (ring0.length - 1))];
    const n = 3 + Math.floor(rnd() * 40);
    const r = 0.0005 + rnd() * 0.01;
    const snapMode = rnd();
    const siblings = grids.filter((_, i) => i !== ownIdx);
    const allVerts = siblings.flatMap((s) => s.shape.flat(2)).filter((p) => Math.abs(p[0] - centre[0]) < 2 * r && Math.abs(p[1] - centre[1]) < 2 * r);
    const drawn: Ring = [];
    for (let i = 0; i < n; i++) {
      const a = (2 * Math.PI * i) / n;
      const k = r * (0.5 + rnd());
      let p: Pair = snapPair([centre[0] + k * Math.cos(a), centre[1] + k * Math.sin(a) * 0.75]);
      if (snapMode < 0.3 && allVerts.length && rnd() < 0.5) {
        // onto the nearest sibling vertex (what snapping does on the screen)
        let best = allVerts[0];
        for (const v of allVerts) if (Math.hypot(v[0] - p[0], v[1] - p[1]) < Math.hypot(best[0] - p[0], best[1] - p[1])) best = v;
        p = [best[0], best[1]];
      }
      if (!drawn.length || drawn[drawn.length - 1][0] !== p[0] || drawn[drawn.length - 1][1] !== p[1]) drawn.push(p);
    }
    drawn.push(drawn[0]);
    const decisions: Record<string, 1 | 3> = {};
    for (const s of siblings) if (rnd() < 0.3) decisions[s.regionCode] = 3;
    const own = rnd() < 0.8 ? ownShape : [];
    yield { index: c, parent: multi(fx.parent.geometry), own, siblings, drawn, decisions };
  }
}
