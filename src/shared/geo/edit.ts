import { shareBorderVertices } from './borders.js';
import { clipToBox, padBox } from './box-clip.js';
import { selfIntersections } from './crossing.js';
import { GeometryFailure, intersect, subtract, unite } from './engine.js';
import { isSimpleShape, sharesBordersExactly } from './exact-check.js';
import { fastIntersect, fastSubtract, fastUnite } from './fast-engine.js';
import { knownOverlap } from './overlap.js';
import { bboxOf, planarArea } from './measure.js';
import { dropSlivers, snapRing } from './precision.js';
import { SiblingIndex } from './spatial.js';
import type { GeoWarning, MultiPolygon, OverlapDecision, Ring, Sibling } from './types.js';

export interface DrawingInput {
  parent: MultiPolygon;
  own: MultiPolygon;
  siblings: SiblingIndex;
  /** The ring the user drew ([lng, lat], closed or not). */
  drawn: Ring;
  /** Per overlapping sibling's regionCode: 1 clip me (default), 3 coexist. */
  decisions?: Record<string, OverlapDecision>;
}

export interface DrawingResult {
  own: MultiPolygon;
  /** Siblings the drawing overlaps (the overlap dialog asks about each). */
  overlapping: Sibling[];
  /** Siblings whose stored shape changed (border vertices shared with the new own shape): saved with it. */
  changed: Sibling[];
  warning?: GeoWarning;
}

const EMPTY = 1e-14; // square degrees: far below a square centimetre

/** Whether the user chose "clip me" (the default) for an overlapping sibling. */
const clipsMe = (input: DrawingInput, s: Sibling): boolean => (input.decisions?.[s.regionCode] ?? 1) === 1;

const unchanged = (own: MultiPolygon, warning: GeoWarning): DrawingResult => ({ own, overlapping: [], changed: [], warning });

/** The drawn ring as a shape, or the warning that refuses it (fewer than 3 points, a crossing). */
function drawnShape(drawn: Ring): MultiPolygon | GeoWarning {
  const ring = snapRing(drawn);
  if (!ring) return 'tooFewPoints';
  if (selfIntersections(ring) > 0) return 'selfIntersecting';
  return [[ring]];
}

interface Engine {
  intersect: (a: MultiPolygon, b: MultiPolygon) => MultiPolygon;
  subtract: (a: MultiPolygon, ...cuts: MultiPolygon[]) => MultiPolygon;
  unite: (a: MultiPolygon, ...rest: MultiPolygon[]) => MultiPolygon;
}
const EXACT: Engine = { intersect, subtract, unite };
const FAST: Engine = { intersect: fastIntersect, subtract: fastSubtract, unite: fastUnite };

interface Drawn extends DrawingResult {
  /** The box the edit worked in: nothing outside it changed. */
  local?: [number, number, number, number];
}

function draw(engine: Engine, shape: MultiPolygon, input: DrawingInput): Drawn {
  const box = padBox(bboxOf(shape));
  let piece = engine.intersect(shape, clipToBox(input.parent, box));
  if (planarArea(piece) <= EMPTY) return unchanged(input.own, 'outsideParent');
  const overlapping: Sibling[] = [];
  const cuts: MultiPolygon[] = [];
  const pieceBox = bboxOf(piece);
  // Siblings are cut down to the piece's own box (a hair larger, so its sides never touch the piece) rather than
  // the drawing's: a neighbour the drawing covers is then a few dozen vertices instead of a few hundred.
  const local = padBox(pieceBox, 0);
  for (const s of input.siblings.near(pieceBox)) {
    const near = clipToBox(s.shape, local);
    if (!(knownOverlap(piece, near, EMPTY) ?? planarArea(engine.intersect(piece, near)) > EMPTY)) continue;
    overlapping.push(s);
    if (clipsMe(input, s)) cuts.push(near);
  }
  piece = engine.subtract(piece, ...cuts);
  const own = dropSlivers(engine.unite(input.own, piece));
  const changed: Sibling[] = [];
  for (const s of overlapping) {
    if (!clipsMe(input, s)) continue;
    const shared = shareBorderVertices(s.shape, own, local);
    if (shared.changed) changed.push({ ...s, shape: shared.shape });
  }
  return { own, overlapping, changed, local };
}

/** A fast edit is kept when its shape is simple and its borders with every "clip me" neighbour are exact. */
function exactEnough(result: Drawn, input: DrawingInput): boolean {
  if (result.warning || !result.local) return true;
  if (!isSimpleShape(result.own)) return false;
  const changed = new Map(result.changed.map((s) => [s.regionCode, s.shape]));
  const clipped = result.overlapping.filter((s) => clipsMe(input, s)).map((s) => changed.get(s.regionCode) ?? s.shape);
  return sharesBordersExactly(result.own, clipped, result.local);
}

const strip = ({ local: _local, ...result }: Drawn): DrawingResult => result;

/**
 * A new area: clipped to the parent (a drawing that touches no parent is ignored), with the overlap of every
 * "clip me" sibling taken out, then united with the own polygons. The borders it now shares with clipped
 * siblings get the same vertices on both sides. Done by Clipper2 first and kept when the exact checks pass;
 * otherwise redone by polygon-clipping, slower and border-exact in more cases.
 */
export function applyDrawing(input: DrawingInput): DrawingResult {
  const shape = drawnShape(input.drawn);
  if (typeof shape === 'string') return unchanged(input.own, shape);
  try {
    const fast = draw(FAST, shape, input);
    if (exactEnough(fast, input)) return strip(fast);
  } catch {
    // redone below by the exact engine, which refuses what it cannot do
  }
  try {
    return strip(draw(EXACT, shape, input));
  } catch (error) {
    if (error instanceof GeometryFailure) return unchanged(input.own, 'engineFailed');
    throw error;
  }
}

/** Hollow mode: the drawn ring is cut out of the own polygons; drawn where there is nothing to cut, it warns. */
export function hollow(own: MultiPolygon, drawn: Ring): { own: MultiPolygon; warning?: GeoWarning } {
  const shape = drawnShape(drawn);
  if (typeof shape === 'string') return { own, warning: shape };
  try {
    if (planarArea(intersect(own, shape)) <= EMPTY) return { own, warning: 'hollowNothing' };
    return { own: subtract(own, shape) };
  } catch (error) {
    if (error instanceof GeometryFailure) return { own, warning: 'engineFailed' };
    throw error;
  }
}

/**
 * The end of an edit: a shape with more than 2 self-intersections is refused (图形违规！) and the previous one
 * kept; otherwise it is clipped to the parent, with the siblings and the other own polygons taken out.
 */
export function finishEdit(
  previous: MultiPolygon,
  edited: MultiPolygon,
  parent: MultiPolygon,
  siblings: SiblingIndex,
  otherOwn: MultiPolygon = [],
): { own: MultiPolygon; warning?: GeoWarning } {
  const crossings = edited.reduce((n, poly) => n + poly.reduce((m, ring) => m + selfIntersections(ring), 0), 0);
  if (crossings > 2) return { own: previous, warning: 'selfIntersecting' };
  try {
    const box = padBox(bboxOf(edited));
    const inside = intersect(edited, clipToBox(parent, box));
    const near = siblings.near(bboxOf(inside)).map((s) => clipToBox(s.shape, box));
    return { own: dropSlivers(subtract(inside, ...near, otherOwn)) };
  } catch (error) {
    if (error instanceof GeometryFailure) return { own: previous, warning: 'engineFailed' };
    throw error;
  }
}
