/**
 * Robustness of the geometry core's edit on seeded random edits over the standard tilings (experiment):
 * how many edits the engine refuses (engineFailed), turn a valid own shape into one JTS calls invalid (jsts, which turf ships),
 * leave a sliver overlap (> 1e-13 square degrees, about 0.001 m², more than before the edit) with a "clip me"
 * neighbour, or leave an own vertex on a neighbour's edge that the neighbour lacks.
 * npx tsx scripts/bench/experiments/geo-robustness.ts [cases=300] [seed=7]
 */
import { createRequire } from 'node:module';
import { seededRandom } from '../../../src/server/seed/geometry-tiles.js';
import { applyDrawing, intersect, planarArea, SiblingIndex, type MultiPolygon } from '../../../src/shared/geo/index.js';
import { randomEdits } from '../geo/random-edits.js';
import { onEdge, vertexKey } from '../../../tests/helpers/geo-borders.js';

const jsts = createRequire(import.meta.url)('jsts/dist/jsts.min.js');
const reader = new jsts.io.GeoJSONReader();
const N = Number(process.argv[2] ?? 300);
const SEED = Number(process.argv[3] ?? 7);
const SLIVER = 1e-13;

function invalidReason(m: MultiPolygon): string | null {
  if (!m.length) return null;
  const op = new jsts.operation.valid.IsValidOp(reader.read({ type: 'MultiPolygon', coordinates: m }));
  return op.isValid() ? null : String(op.getValidationError().getMessage());
}

const counts = { edits: 0, refused: 0, engineFailed: 0, invalid: 0, slivers: 0, unshared: 0 };
const reasons: Record<string, number> = {};
let largestSliver = 0;
const ms: number[] = [];
for (const edit of randomEdits(N, seededRandom(SEED))) {
  const t = performance.now();
  const res = applyDrawing({ parent: edit.parent, own: edit.own, siblings: new SiblingIndex(edit.siblings), drawn: edit.drawn, decisions: edit.decisions });
  ms.push(performance.now() - t);
  counts.edits++;
  if (res.warning) {
    counts.refused++;
    if (res.warning === 'engineFailed') counts.engineFailed++;
    continue;
  }
  const reason = invalidReason(res.own);
  if (reason && !invalidReason(edit.own)) {
    counts.invalid++;
    reasons[reason] = (reasons[reason] ?? 0) + 1;
  }
  const after = new Map(edit.siblings.map((s) => [s.regionCode, s.shape]));
  for (const s of res.changed) after.set(s.regionCode, s.shape);
  let sliver = false;
  let unshared = false;
  for (const s of res.overlapping) {
    if ((edit.decisions[s.regionCode] ?? 1) !== 1) continue;
    const shape = after.get(s.regionCode)!;
    const added = planarArea(intersect(res.own, shape)) - planarArea(intersect(edit.own, shape));
    largestSliver = Math.max(largestSliver, added);
    if (added > SLIVER) sliver = true;
    const vertices = new Set(shape.flat(2).map(vertexKey));
    if (res.own.flat(2).some((v) => onEdge(v, shape) && !vertices.has(vertexKey(v)))) unshared = true;
  }
  if (sliver) counts.slivers++;
  if (unshared) counts.unshared++;
}
ms.sort((a, b) => a - b);
console.log(JSON.stringify({ ...counts, largestSliverSqDeg: largestSliver, invalidReasons: reasons, medianMs: Math.round(ms[ms.length >> 1] * 100) / 100 }));
