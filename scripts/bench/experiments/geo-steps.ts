/**
 * Per-step cost of one map-editor edit on the standard fixture, following applyDrawing's fast path (Clipper2 and the
 * exact checks that keep its result; `--exact` for the polygon-clipping path it falls back to) (experiment): milliseconds,
 * or with `--alloc` the bytes allocated per step (run node with --min-semi-space-size=256
 * --max-semi-space-size=256 then, so no scavenge interferes). npx tsx geo-steps.ts [runs] [--alloc] [--exact]
 */
import { standardFixture } from '../geo/fixture.js';
import {
  SiblingIndex,
  applyDrawing,
  intersect,
  subtract,
  unite,
  bboxOf,
  planarArea,
  snapRing,
  selfIntersections,
  shareBorderVertices,
  type MultiPolygon,
  type Ring,
  type Sibling,
} from '../../../src/shared/geo/index.js';
import { clipToBox, padBox } from '../../../src/shared/geo/box-clip.js';
import { knownOverlap } from '../../../src/shared/geo/overlap.js';
import { dropSlivers } from '../../../src/shared/geo/precision.js';
import { isSimpleShape, sharesBordersExactly } from '../../../src/shared/geo/exact-check.js';
import { fastIntersect, fastSubtract, fastUnite } from '../../../src/shared/geo/fast-engine.js';

const fx = standardFixture();
const multi = (g: GeoJSON.Polygon | GeoJSON.MultiPolygon | null | undefined): MultiPolygon =>
  !g ? [] : g.type === 'Polygon' ? [g.coordinates as Ring[]] : (g.coordinates as MultiPolygon);
const sibs: Sibling[] = fx.siblings.map((f) => ({ regionCode: f.properties.regionCode, name: f.properties.name, shape: multi(f.geometry) }));
const parent = multi(fx.parent.geometry);
const own = multi(fx.own?.geometry);
const drawn = fx.drawn.geometry.coordinates[0] as Ring;
const alloc = process.argv.includes('--alloc');
const exact = process.argv.includes('--exact');
const [cut, join, meet] = exact ? [subtract, unite, intersect] : [fastSubtract, fastUnite, fastIntersect];
const N = Number(process.argv[2] && !process.argv[2].startsWith('--') ? process.argv[2] : alloc ? 5 : 300);
const steps: Record<string, number[]> = {};
const now = alloc ? () => process.memoryUsage().heapUsed : () => performance.now();
const t = <T>(name: string, f: () => T): T => {
  const s = now();
  const r = f();
  (steps[name] ??= []).push(now() - s);
  return r;
};
for (let i = 0; i < N; i++) {
  const all = now();
  const idx = t('index', () => new SiblingIndex(sibs));
  const ring = t('snap+self', () => {
    const r = snapRing(drawn)!;
    selfIntersections(r);
    return r;
  });
  const shape: MultiPolygon = [[ring]];
  let piece = t('parent', () => meet(shape, clipToBox(parent, padBox(bboxOf(shape)))));
  const near = t('near+clip', () => {
    const local = padBox(bboxOf(piece), 0);
    return idx.near(bboxOf(piece)).map((s) => ({ s, near: clipToBox(s.shape, local) }));
  });
  const cuts: MultiPolygon[] = [];
  const ov: Sibling[] = [];
  t('overlapTests', () => {
    for (const { s, near: n } of near) {
      if (!(knownOverlap(piece, n, 1e-14) ?? planarArea(meet(piece, n)) > 1e-14)) continue;
      ov.push(s);
      cuts.push(n);
    }
  });
  piece = t('cut', () => cut(piece, ...cuts));
  const o = t('union', () => dropSlivers(join(own, piece)));
  const local = padBox(bboxOf(piece), 0);
  const shared = t('borders', () => ov.map((s) => shareBorderVertices(s.shape, o, local).shape));
  if (!exact) {
    t('check simple', () => isSimpleShape(o));
    t('check borders', () => sharesBordersExactly(o, shared, local));
  }
  (steps.total ??= []).push(now() - all);
  if (i === 0)
    console.log(
      'near',
      near.map((n) => n.near.flat(2).length),
      'overlapping',
      ov.length,
      'piece',
      piece.flat(2).length,
      'own',
      own.flat(2).length,
      'result',
      o.flat(2).length,
    );
}
if (alloc) {
  for (const [k, v] of Object.entries(steps)) console.log(k.padEnd(14), (v.reduce((x, y) => x + y, 0) / v.length / 1e6).toFixed(2), 'MB');
  process.exit(0);
}
const q = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.floor(p * xs.length)];
for (const [k, v] of Object.entries(steps)) console.log(k.padEnd(14), 'median', q(v.slice(20), 0.5).toFixed(3), 'p95', q(v.slice(20), 0.95).toFixed(3));
const ts: number[] = [];
for (let i = 0; i < N; i++) {
  const s = performance.now();
  applyDrawing({ parent, own, siblings: new SiblingIndex(sibs), drawn });
  ts.push(performance.now() - s);
}
console.log('applyDrawing  ', 'median', q(ts.slice(20), 0.5).toFixed(3), 'p95', q(ts.slice(20), 0.95).toFixed(3));
