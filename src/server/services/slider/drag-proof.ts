/**
 * What a drag of the login slider must look like to earn a token. A speed bump against naive scripts (a straight
 * jump, a request sent at once), not a CAPTCHA: a script that waits and sends a made-up track passes. docs/operators.md
 * "Login slider" says what this proves and what it does not.
 */

/** One pointer sample: x and y in px from where the drag started, t in ms since it started. */
export type DragSample = [x: number, y: number, t: number];

export const DRAG_RULES = {
  /** A drag shorter than this is refused, on the drag's own clock and on the server's (challenge to check). */
  minDurationMs: 300,
  /** Samples a drag must have; a jump from start to end has one or two. */
  minSamples: 5,
  /** No single sample may move the handle further than this share of the distance. */
  maxStepShare: 0.5,
  /** Track widths the widget can have (the handle's travel, px). */
  minDistance: 100,
  maxDistance: 2000,
  maxSamples: 2000,
};

/** Null when the drag passes; else why not (for the log; the user gets one message). */
export function dragFault(track: unknown, distance: unknown): string | null {
  if (typeof distance !== 'number' || !Number.isFinite(distance) || distance < DRAG_RULES.minDistance || distance > DRAG_RULES.maxDistance) return 'distance';
  if (!Array.isArray(track) || track.length < DRAG_RULES.minSamples || track.length > DRAG_RULES.maxSamples) return 'samples';
  if (!track.every((s) => Array.isArray(s) && s.length === 3 && s.every((n) => typeof n === 'number' && Number.isFinite(n)))) return 'shape';
  const samples = track as DragSample[];
  let prev: DragSample = [0, 0, 0];
  for (const s of samples) {
    if (s[2] < prev[2]) return 'time goes back';
    if (s[0] < -1 || s[0] > distance + 1) return 'off the track';
    if (Math.abs(s[0] - prev[0]) > distance * DRAG_RULES.maxStepShare) return 'jump';
    prev = s;
  }
  if (prev[0] < distance - 1) return 'not at the end';
  if (prev[2] < DRAG_RULES.minDurationMs) return 'too fast';
  return null;
}
