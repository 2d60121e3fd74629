/** Which shapes a click may snap to (pure): those whose box lies within the snap radius of the point. */
import { bboxOf, snapPoint, type MultiPolygon, type Pair } from '@shared/geo';

const KM_PER_DEG = 111.32;

export class SnapTargets {
  private boxes: Array<{ shape: MultiPolygon; box: [number, number, number, number] }>;

  constructor(shapes: MultiPolygon[]) {
    this.boxes = shapes.filter((s) => s.length).map((shape) => ({ shape, box: bboxOf(shape) }));
  }

  /** The point on the nearest vertex, else edge, within `radiusKm`; the point itself when nothing is that near. */
  snap(p: Pair, radiusKm: number): Pair {
    const dy = radiusKm / KM_PER_DEG;
    const dx = dy / Math.max(0.01, Math.cos((p[1] * Math.PI) / 180));
    const near = this.boxes.filter(({ box }) => p[0] >= box[0] - dx && p[0] <= box[2] + dx && p[1] >= box[1] - dy && p[1] <= box[3] + dy).map((b) => b.shape);
    return near.length ? snapPoint(p, near, radiusKm) : p;
  }
}
