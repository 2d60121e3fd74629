import polygonClipping from 'polygon-clipping';
import { snapMulti } from './precision.js';
import type { MultiPolygon } from './types.js';

/** Thrown when the clipping engine cannot complete a shape (it happens on degenerate input): refuse the edit. */
export class GeometryFailure extends Error {}

function run(op: () => MultiPolygon): MultiPolygon {
  try {
    return snapMulti(op());
  } catch (error) {
    throw new GeometryFailure(error instanceof Error ? error.message : String(error));
  }
}

/**
 * Boolean operations on the 1e-7 grid, by polygon-clipping: border-exact in more cases than Clipper ports (STACK.md,
 * docs/benchmarks.md "Map editor geometry"), but slower. Hollowing, finishing an edit and the server's save checks use it, and a
 * drawing is redone with it when Clipper2's result fails the exact checks (`edit.ts`). Empty inputs are handled here.
 */
export const intersect = (a: MultiPolygon, b: MultiPolygon): MultiPolygon => (a.length && b.length ? run(() => polygonClipping.intersection(a, b)) : []);
export const unite = (a: MultiPolygon, ...rest: MultiPolygon[]): MultiPolygon => {
  const all = [a, ...rest].filter((m) => m.length);
  return all.length ? run(() => polygonClipping.union(all[0], ...all.slice(1))) : [];
};
export const subtract = (a: MultiPolygon, ...cuts: MultiPolygon[]): MultiPolygon => {
  const all = cuts.filter((m) => m.length);
  return a.length && all.length ? run(() => polygonClipping.difference(a, ...all)) : a;
};
