/**
 * npm run bench:geo [-- --fixture F.json --out O.json]
 * One map-editor edit (clip the drawing to the parent, "clip me" or "coexist" per overlapping sibling, unite with
 * the own polygons) with our core and with @turf/turf in the same run: warm-up (at least 5 runs and 0.3 s), then 100
 * timed runs each (--runs N, at least 30).
 * Prints one JSON line {medianMs, p95Ms, turfMedianMs, turfP95Ms, runs}; --out writes our resulting own and
 * changed siblings as GeoJSON Features.
 */
import fs from 'node:fs';
import * as turf from '@turf/turf';
import { applyDrawing, SiblingIndex, type MultiPolygon, type Ring } from '../../src/shared/geo/index.js';
import { standardFixture, type GeoFixture } from './geo/fixture.js';

const args = process.argv.slice(2);
const arg = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const fixture: GeoFixture = arg('--fixture') ? JSON.parse(fs.readFileSync(arg('--fixture')!, 'utf8')) : standardFixture();
// 100 runs by default: with 40 the p95 is the second slowest run, so two pauses of the virtual machine (or two
// young-generation GCs that happen to be slow) in one run of the command decide it.
const RUNS = Math.max(30, Number(arg('--runs') ?? 100));
// Warm-up: at least 5 runs and at least 0.3 s per engine. Five runs alone are 0.25 s of turf but only about 12 ms of
// ours, too little for V8 to finish optimising polygon-clipping (its first timed runs were then 4-20 ms, without a GC).
const WARMUP = 5;
const WARMUP_MS = 300;

const multi = (g: GeoJSON.Polygon | GeoJSON.MultiPolygon | undefined | null): MultiPolygon =>
  !g ? [] : g.type === 'Polygon' ? [g.coordinates as Ring[]] : (g.coordinates as MultiPolygon);
const decisions = fixture.decisions ?? {};

function ours() {
  const siblings = new SiblingIndex(fixture.siblings.map((f) => ({ regionCode: f.properties.regionCode, name: f.properties.name, shape: multi(f.geometry) })));
  return applyDrawing({
    parent: multi(fixture.parent.geometry),
    own: multi(fixture.own?.geometry),
    siblings,
    drawn: fixture.drawn.geometry.coordinates[0] as Ring,
    decisions,
  });
}

/** The same edit with turf, given the same box prefilter (turf alone has no index). */
function withTurf() {
  type Shape = GeoJSON.Feature<GeoJSON.Polygon | GeoJSON.MultiPolygon>;
  let piece: Shape | null = turf.intersect(turf.featureCollection<GeoJSON.Polygon | GeoJSON.MultiPolygon>([fixture.drawn, fixture.parent]));
  if (!piece) return null;
  const box = turf.bbox(piece);
  for (const s of fixture.siblings) {
    const b = turf.bbox(s);
    if (b[0] > box[2] || b[2] < box[0] || b[1] > box[3] || b[3] < box[1]) continue;
    if ((decisions[s.properties.regionCode] ?? 1) !== 1 || !piece) continue;
    piece = turf.difference(turf.featureCollection<GeoJSON.Polygon | GeoJSON.MultiPolygon>([piece, s]));
  }
  return fixture.own && piece ? turf.union(turf.featureCollection<GeoJSON.Polygon | GeoJSON.MultiPolygon>([fixture.own, piece])) : piece;
}

function time(fn: () => unknown): number[] {
  const start = performance.now();
  for (let i = 0; i < WARMUP || performance.now() - start < WARMUP_MS; i++) fn();
  const out: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    fn();
    out.push(performance.now() - t);
  }
  return out.sort((a, b) => a - b);
}

const at = (xs: number[], q: number) => xs[Math.min(xs.length - 1, Math.floor(q * xs.length))];
const round = (v: number) => Math.round(v * 100) / 100;
const mine = time(ours);
const theirs = time(withTurf);
const result = ours();
if (arg('--out')) {
  const feature = (shape: MultiPolygon, properties: object) => ({ type: 'Feature', properties, geometry: { type: 'MultiPolygon', coordinates: shape } });
  fs.writeFileSync(
    arg('--out')!,
    JSON.stringify({
      own: feature(result.own, {}),
      siblings: result.changed.map((s) => feature(s.shape, { regionCode: s.regionCode, name: s.name })),
      overlapping: result.overlapping.map((s) => s.regionCode),
      warning: result.warning ?? null,
    }),
  );
}
console.log(
  JSON.stringify({
    medianMs: round(at(mine, 0.5)),
    p95Ms: round(at(mine, 0.95)),
    turfMedianMs: round(at(theirs, 0.5)),
    turfP95Ms: round(at(theirs, 0.95)),
    runs: RUNS,
  }),
);
