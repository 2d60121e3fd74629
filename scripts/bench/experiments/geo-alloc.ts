/** Bytes allocated per step of one edit (run with --min-semi-space-size=256 --max-semi-space-size=256 so no scavenge interferes). */
import { standardFixture } from '../geo/fixture.js';
import { SiblingIndex, intersect, subtract, unite, bboxOf, planarArea, snapRing, shareBorderVertices, type MultiPolygon, type Ring, type Sibling } from '../../../src/shared/geo/index.js';
import { clipToBox, padBox } from '../../../src/shared/geo/box-clip.js';
import { knownOverlap } from '../../../src/shared/geo/overlap.js';
import { dropSlivers } from '../../../src/shared/geo/precision.js';
const fx = standardFixture();
const multi = (g: GeoJSON.Polygon | GeoJSON.MultiPolygon | null | undefined): MultiPolygon => (!g ? [] : g.type === 'Polygon' ? [g.coordinates as Ring[]] : (g.coordinates as MultiPolygon));
const sibs: Sibling[] = fx.siblings.map((f) => ({ regionCode: f.properties.regionCode, name: f.properties.name, shape: multi(f.geometry) }));
const parent = multi(fx.parent.geometry);
const own = multi(fx.own?.geometry);
const drawn = fx.drawn.geometry.coordinates[0] as Ring;
const a: Record<string, number> = {};
const m = <T>(name: string, f: () => T): T => {
  const s = process.memoryUsage().heapUsed;
  const r = f();
  a[name] = (a[name] ?? 0) + process.memoryUsage().heapUsed - s;
  return r;
};
const N = Number(process.argv[2] ?? 5);
for (let i = 0; i < N; i++) {
  const idx = m('index', () => new SiblingIndex(sibs));
  const shape: MultiPolygon = [[snapRing(drawn)!]];
  const box = padBox(bboxOf(shape));
  let piece = m('parent', () => intersect(shape, clipToBox(parent, box)));
  const local = padBox(bboxOf(piece), 0);
  const cuts: MultiPolygon[] = [];
  const ov: Sibling[] = [];
  m('overlap', () => {
    for (const s of idx.near(bboxOf(piece))) {
      const n = clipToBox(s.shape, local);
      if (!(knownOverlap(piece, n, 1e-14) ?? planarArea(intersect(piece, n)) > 1e-14)) continue;
      ov.push(s);
      cuts.push(n);
    }
  });
  piece = m('cut', () => subtract(piece, ...cuts));
  const o = m('union', () => dropSlivers(unite(own, piece)));
  m('borders', () => {
    for (const s of ov) shareBorderVertices(s.shape, o);
  });
}
for (const [k, v] of Object.entries(a)) console.log(k.padEnd(10), (v / N / 1e6).toFixed(2), 'MB');
