/**
 * The map editor's geometry core (issue "Map editor"): pure and isomorphic (no DOM, no Leaflet, no Node APIs), used
 * by the drawing screen for instant feedback and by the server to check every save.
 */
export * from './types.js';
export { GRID, snapMulti, snapPair, snapRing } from './precision.js';
export { areaOf, bboxOf, planarArea } from './measure.js';
export { selfIntersections, wouldSelfCross } from './crossing.js';
export { SiblingIndex } from './spatial.js';
export { shareBorderVertices } from './borders.js';
export { closesRing, closeRadiusKm, pointAccepted, pointInShape, snapPoint, snapRadiusKm } from './snapping.js';
export { applyDrawing, finishEdit, hollow, type DrawingInput, type DrawingResult } from './edit.js';
export { intersect, subtract, unite, GeometryFailure } from './engine.js';
export { knownOverlap } from './overlap.js';
