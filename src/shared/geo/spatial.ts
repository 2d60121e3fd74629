import Flatbush from 'flatbush';
import { bboxOf } from './measure.js';
import type { Sibling } from './types.js';

/** A static box index of the siblings, so an edit only looks at those whose boxes meet the drawing. */
export class SiblingIndex {
  private index?: Flatbush;

  constructor(readonly siblings: Sibling[]) {
    if (!siblings.length) return;
    this.index = new Flatbush(siblings.length);
    for (const s of siblings) {
      const [minX, minY, maxX, maxY] = bboxOf(s.shape);
      this.index.add(minX, minY, maxX, maxY);
    }
    this.index.finish();
  }

  /** Siblings whose bounding boxes meet a box. */
  near(box: [number, number, number, number]): Sibling[] {
    return this.index ? this.index.search(box[0], box[1], box[2], box[3]).map((i) => this.siblings[i]) : [];
  }
}
