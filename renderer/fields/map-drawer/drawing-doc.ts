/**
 * What the drawing screen edits, as immutable snapshots (one per undo step), and the edits themselves over the
 * geometry core (src/shared/geo): draw an area (clipped to the parent, per overlapping sibling "clip me" or
 * "coexist"), hollow, the end of a vertex edit, delete, clear, a point, and cutting coexisting overlaps after all.
 * Pure: no DOM, no Leaflet.
 */
import {
  applyDrawing,
  finishEdit,
  GeometryFailure,
  hollow,
  intersect,
  knownOverlap,
  pointAccepted,
  shareBorderVertices,
  SiblingIndex,
  subtract,
  planarArea,
  bboxOf,
  type GeoWarning,
  type MultiPolygon,
  type OverlapDecision,
  type Pair,
  type Ring,
  type Sibling,
} from '@shared/geo';

export interface DrawingDoc {
  own: MultiPolygon;
  /** Same-level neighbours as they are now (after border vertices were shared with them). */
  siblings: Sibling[];
  /** Codes of siblings changed since loading: saved with the own shape. */
  changed: string[];
  /** Codes of siblings the user chose to coexist with. */
  coexist: string[];
  /** The region's position mark, when marks are allowed. */
  point: Pair | null;
}

export interface DrawingContext {
  /** The parent's drawing; null when the parent has none (nothing to clip to). */
  parent: MultiPolygon | null;
  /** 设置 "drawing inside same level": off, an overlap is always clipped without asking. */
  insideSameLevel: boolean;
}

export type DrawWarning = GeoWarning | 'pointOutside';

export interface EditOutcome {
  doc: DrawingDoc;
  warning?: DrawWarning;
  /** Overlapping siblings to ask about (overlap dialog), before the drawing is applied. */
  ask?: Sibling[];
}

const EMPTY = 1e-14;
// Stands in for a parent that is not drawn: the core clips to it, which keeps the drawing as it is.
const WORLD: MultiPolygon = [
  [
    [
      [-180, -90],
      [180, -90],
      [180, 90],
      [-180, 90],
      [-180, -90],
    ],
  ],
];

const unique = (codes: string[]) => [...new Set(codes)].sort();

/** Gives neighbours near the own shape the vertices it put on their borders; the ones that changed are recorded. */
function shareBorders(doc: DrawingDoc, own: MultiPolygon, skip: Set<string>): Pick<DrawingDoc, 'siblings' | 'changed'> {
  if (!own.length) return { siblings: doc.siblings, changed: doc.changed };
  const [minX, minY, maxX, maxY] = bboxOf(own);
  const changed = [...doc.changed];
  const siblings = doc.siblings.map((s) => {
    if (skip.has(s.regionCode)) return s;
    const [a, b, c, d] = bboxOf(s.shape);
    if (a > maxX || c < minX || b > maxY || d < minY) return s;
    const shared = shareBorderVertices(s.shape, own);
    if (!shared.changed) return s;
    changed.push(s.regionCode);
    return { ...s, shape: shared.shape };
  });
  return { siblings, changed: unique(changed) };
}

/**
 * A finished area. Without `decisions` and with overlapping siblings (and drawing inside the same level allowed)
 * it only answers whom to ask; called again with the answers it applies the drawing.
 */
export function drawArea(ctx: DrawingContext, doc: DrawingDoc, ring: Ring, decisions?: Record<string, OverlapDecision>): EditOutcome {
  const input = { parent: ctx.parent ?? WORLD, own: doc.own, siblings: new SiblingIndex(doc.siblings), drawn: ring, decisions };
  const result = applyDrawing(input);
  if (result.warning) return { doc, warning: result.warning };
  if (!decisions && ctx.insideSameLevel && result.overlapping.length) return { doc, ask: result.overlapping };
  const byCode = new Map(result.changed.map((c) => [c.regionCode, c.shape]));
  const siblings = doc.siblings.map((s) => (byCode.has(s.regionCode) ? { ...s, shape: byCode.get(s.regionCode)! } : s));
  const coexist = result.overlapping.filter((s) => decisions?.[s.regionCode] === 3).map((s) => s.regionCode);
  return { doc: { ...doc, own: result.own, siblings, changed: unique([...doc.changed, ...byCode.keys()]), coexist: unique([...doc.coexist, ...coexist]) } };
}

export function hollowArea(doc: DrawingDoc, ring: Ring): EditOutcome {
  const r = hollow(doc.own, ring);
  return r.warning ? { doc, warning: r.warning } : { doc: { ...doc, own: r.own } };
}

/**
 * The end of a vertex edit: refused (图形违规！, previous shape kept) with more than 2 self-intersections; else
 * clipped to the parent with the siblings taken out — but not those the user chose to coexist with — and the
 * neighbours' borders given the new vertices.
 */
export function endEdit(ctx: DrawingContext, doc: DrawingDoc, edited: MultiPolygon): EditOutcome {
  const keep = new Set(doc.coexist);
  const others = new SiblingIndex(doc.siblings.filter((s) => !keep.has(s.regionCode)));
  const r = finishEdit(doc.own, edited, ctx.parent ?? WORLD, others);
  if (r.warning) return { doc, warning: r.warning };
  return { doc: { ...doc, own: r.own, ...shareBorders(doc, r.own, keep) } };
}

export const deletePolygon = (doc: DrawingDoc, index: number): DrawingDoc => ({ ...doc, own: doc.own.filter((_, i) => i !== index) });

export const clearAll = (doc: DrawingDoc): DrawingDoc => ({ ...doc, own: [], point: null });

/** A point mark: only inside an own polygon, or anywhere while there is none (001 §5). */
export function placePoint(doc: DrawingDoc, at: Pair): EditOutcome {
  return pointAccepted(at, doc.own) ? { doc: { ...doc, point: at } } : { doc, warning: 'pointOutside' };
}

/** Siblings the own shape overlaps now (the coexisting ones, unless cut since). */
export function overlapsOf(doc: DrawingDoc): Sibling[] {
  if (!doc.own.length) return [];
  const overlaps = (s: Sibling) => {
    try {
      // The cheap certain answer first; a neighbour sharing a border with the shape still needs the exact test.
      return knownOverlap(doc.own, s.shape, EMPTY) ?? planarArea(intersect(doc.own, s.shape)) > EMPTY;
    } catch (error) {
      if (error instanceof GeometryFailure) return true; // listed, so the user can still cut it
      throw error;
    }
  };
  return new SiblingIndex(doc.siblings).near(bboxOf(doc.own)).filter(overlaps);
}

/** 确认裁剪选中区域？: the overlap with the chosen siblings leaves the own shape after all. */
export function cutOverlaps(doc: DrawingDoc, codes: string[]): EditOutcome {
  const chosen = doc.siblings.filter((s) => codes.includes(s.regionCode));
  if (!chosen.length) return { doc };
  try {
    const own = subtract(doc.own, ...chosen.map((s) => s.shape));
    const coexist = doc.coexist.filter((c) => !codes.includes(c));
    return { doc: { ...doc, own, coexist, ...shareBorders({ ...doc, coexist }, own, new Set(coexist)) } };
  } catch (error) {
    if (error instanceof GeometryFailure) return { doc, warning: 'engineFailed' };
    throw error;
  }
}
