/**
 * Names on a map must not print over each other: at a zoom where two shapes' names would overlap, the later one is
 * hidden (the own shape's name, class zhdj-map-label--own, goes first). Rechecked after every zoom and layer change.
 */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const intersects = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Which boxes stay shown, in order of priority: each one that touches none kept before it. */
export function keptBoxes(boxes: Box[]): boolean[] {
  const kept: Box[] = [];
  return boxes.map((box) => {
    if (kept.some((k) => intersects(k, box))) return false;
    kept.push(box);
    return true;
  });
}

export const HIDDEN_LABEL = 'zhdj-map-label--covered';

/** Hides the names of `root` that overlap a name before them (own names first); shows the others. */
export function declutterLabels(root: HTMLElement): void {
  const labels = [...root.querySelectorAll<HTMLElement>('.zhdj-map-label')];
  labels.sort((a, b) => Number(b.classList.contains('zhdj-map-label--own')) - Number(a.classList.contains('zhdj-map-label--own')));
  for (const el of labels) el.classList.remove(HIDDEN_LABEL);
  const shown = keptBoxes(labels.map((el) => el.getBoundingClientRect()));
  labels.forEach((el, i) => el.classList.toggle(HIDDEN_LABEL, !shown[i]));
}
