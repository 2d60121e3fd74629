/**
 * Equivalence check of the geometry core's edit (experiment): runs applyDrawing over many seeded random cases and
 * writes every result, so the output of two versions of the core can be compared byte for byte.
 * npx tsx scripts/bench/experiments/geo-equivalence.ts OUT.json [cases] [--against BASE.json]
 * (write BASE.json with the old core, e.g. in a worktree of the previous commit, then compare the new one against it).
 */
import fs from 'node:fs';
import { randomEdits } from '../geo/random-edits.js';
import { seededRandom } from '../../../src/server/seed/geometry-tiles.js';
import { applyDrawing, finishEdit, SiblingIndex, snapPair, type MultiPolygon, type Pair, type Ring, type Sibling } from '../../../src/shared/geo/index.js';

const out: unknown[] = [];
const N = Number(process.argv[3] && !process.argv[3].startsWith('--') ? process.argv[3] : 400);
const rnd = seededRandom(7);

// 1. The standard tiling (random-edits.ts), with a finished edit every fifth case.
for (const { index: c, parent: fxParent, own, siblings: sibList, drawn, decisions } of randomEdits(N, rnd)) {
  const t = performance.now();
  const res = applyDrawing({ parent: fxParent, own, siblings: new SiblingIndex(sibList), drawn, decisions });
  const ms = performance.now() - t;
  out.push({
    case: `tiling-${c}`,
    ms,
    own: res.own,
    overlapping: res.overlapping.map((s) => s.regionCode),
    changed: res.changed.map((s) => [s.regionCode, s.shape]),
    warning: res.warning ?? null,
  });
  if (c % 5 === 0) {
    const e = finishEdit(own, [[drawn]], fxParent, new SiblingIndex(sibList), []);
    out.push({ case: `finish-${c}`, own: e.own, warning: e.warning ?? null });
  }
}

// 2. The property tests' world: strips tiling a square, star-shaped drawings, every other strip as a sibling.
const X0 = 123.4;
const Y0 = 41.8;
const SIZE = 0.01;
const rect = (x1: number, y1: number, x2: number, y2: number): MultiPolygon => [
  [
    [
      [x1, y1],
      [x2, y1],
      [x2, y2],
      [x1, y2],
      [x1, y1],
    ].map((p) => snapPair(p as Pair)),
  ],
];
const parent = rect(X0, Y0, X0 + SIZE, Y0 + SIZE);
for (let c = 0; c < N; c++) {
  const cuts = Array.from({ length: 1 + Math.floor(rnd() * 6) }, () => 0.05 + rnd() * 0.9);
  const xs = [0, ...[...new Set(cuts)].sort((a, b) => a - b), 1].map((v) => X0 + v * SIZE);
  const strips: Sibling[] = xs.slice(0, -1).map((x, i) => ({ regionCode: `g${i}`, shape: rect(x, Y0, xs[i + 1], Y0 + SIZE) }));
  const cx = 0.2 + rnd() * 0.6;
  const cy = 0.2 + rnd() * 0.6;
  const radii = Array.from({ length: 3 + Math.floor(rnd() * 28) }, () => 0.05 + rnd() * 0.4);
  const ring = radii.map((r, i) =>
    snapPair([X0 + (cx + r * Math.cos((2 * Math.PI * i) / radii.length)) * SIZE, Y0 + (cy + r * Math.sin((2 * Math.PI * i) / radii.length)) * SIZE]),
  );
  const drawn: Ring = [...ring, ring[0]];
  const sibs = c % 2 ? strips.filter((_, i) => i % 2 === 0) : strips;
  const res = applyDrawing({ parent, own: [], siblings: new SiblingIndex(sibs), drawn });
  out.push({
    case: `strips-${c}`,
    own: res.own,
    overlapping: res.overlapping.map((s) => s.regionCode),
    changed: res.changed.map((s) => [s.regionCode, s.shape]),
    warning: res.warning ?? null,
  });
}
fs.writeFileSync(process.argv[2], JSON.stringify(out));
const warnings: Record<string, number> = {};
for (const o of out as Array<{ warning: string | null }>) warnings[String(o.warning)] = (warnings[String(o.warning)] ?? 0) + 1;
console.log(out.length, 'results', JSON.stringify(warnings));
const against = process.argv.indexOf('--against');
if (against > 0) {
  const base = JSON.parse(fs.readFileSync(process.argv[against + 1], 'utf8')) as Array<Record<string, unknown>>;
  const strip = (o: Record<string, unknown> | undefined) => JSON.stringify(o && { ...o, ms: undefined });
  const differ = base.map((b, i) => (strip(b) === strip(out[i] as Record<string, unknown>) ? null : String(b.case))).filter(Boolean);
  console.log(differ.length ? `${differ.length} of ${base.length} differ: ${differ.slice(0, 20).join(' ')}` : `all ${base.length} identical`);
  if (differ.length || base.length !== out.length) process.exitCode = 1;
}
