import { shareBorderVertices } from './borders.js';
import { clipToBox, padBox } from './box-clip.js';
import { selfIntersections } from './crossing.js';
import { GeometryFailure, intersect, subtract, unite } from './engine.js';
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

const unchanged = (own: MultiPolygon, warning: GeoWarning): DrawingResult => ({ own, overlapping: [], changed: [], warning });

/** The drawn ring as a shape, or the warning that refuses it (fewer than 3 points, a crossing). */
function drawnShape(drawn: Ring): MultiPolygon | GeoWarning {
  const ring = snapRing(drawn);
  if (!ring) return 'tooFewPoints';
  if (selfIntersections(ring) > 0) return 'selfIntersecting';
  return [[ring]];
}

/**
 * A new area: clipped to the parent (a drawing that touches no parent is ignored), with the overlap of every
 * "clip me" sibling taken out, then united with the own polygons. The borders it now shares with clipped
 * siblings get the same vertices on both sides.
 */
export function applyDrawing(input: DrawingInput): DrawingResult {
  const shape = drawnShape(input.drawn);
  if (typeof shape === 'string') return unchanged(input.own, shape);
  try {
    const box = padBox(bboxOf(shape));
    let piece = intersect(shape, clipToBox(input.parent, box));
    if (planarArea(piece) <= EMPTY) return unchanged(input.own, 'outsideParent');
    const overlapping: Sibling[] = [];
    const cuts: MultiPolygon[] = [];
    const pieceBox = bboxOf(piece);
    // Siblings are cut down to the piece's own box (a hair larger, so its sides never touch the piece) rather than
    // the drawing's: a neighbour the drawing covers is then a few dozen vertices instead of a few hundred.
    const local = padBox(pieceBox, 0);
    for (const s of input.siblings.near(pieceBox)) {
      const near = clipToBox(s.shape, local);
      if (!(knownOverlap(piece, near, EMPTY) ?? planarArea(intersect(piece, near)) > EMPTY)) continue;
      overlapping.push(s);
      if ((input.decisions?.[s.regionCode] ?? 1) === 1) cuts.push(near);
    }
    piece = subtract(piece, ...cuts);
    const own = dropSlivers(unite(input.own, piece));
    const changed: Sibling[] = [];
    for (const s of overlapping) {
      if ((input.decisions?.[s.regionCode] ?? 1) !== 1) continue;
      const shared = shareBorderVertices(s.shape, own, local);
      if (shared.changed) changed.push({ ...s, shape: shared.shape });
    }
    return { own, overlapping, changed };
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
export function finishEdit(previous: MultiPolygon, edited: MultiPolygon, parent: MultiPolygon, siblings: SiblingIndex, otherOwn: MultiPolygon = []): { own: MultiPolygon; warning?: GeoWarning } {
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
