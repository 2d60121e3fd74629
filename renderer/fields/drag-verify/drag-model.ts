/**
 * The drag slider's states (002 §4 "Slider": idle, dragging, verified; one-way), pure so tests need no pointer.
 * A drag records its samples, which the login sends to the server as its proof (src/server/services/slider).
 */

/** x and y in px from the press, t in ms since it. */
export type DragSample = [x: number, y: number, t: number];
export type DragPhase = 'idle' | 'dragging' | 'verified';

export interface DragState {
  phase: DragPhase;
  /** The handle's offset from the start of the track, px. */
  x: number;
  /** Where and when the press began (page px, ms). */
  origin: { x: number; y: number; t: number } | null;
  track: DragSample[];
}

export interface PointerAt {
  x: number;
  y: number;
  t: number;
}

export const IDLE: DragState = { phase: 'idle', x: 0, origin: null, track: [] };
export const VERIFIED_AT = (distance: number): DragState => ({ phase: 'verified', x: distance, origin: null, track: [] });

/** A press on the handle starts a drag, unless the slider has passed or is already being dragged. */
export function press(state: DragState, at: PointerAt): DragState {
  return state.phase === 'idle' ? { phase: 'dragging', x: 0, origin: at, track: [] } : state;
}

/** The handle follows the pointer along the track; reaching its full width (and only that, 002 §5) passes. */
export function move(state: DragState, at: PointerAt, distance: number): DragState {
  if (state.phase !== 'dragging' || !state.origin) return state;
  const x = Math.min(Math.max(at.x - state.origin.x, 0), distance);
  const sample: DragSample = [Math.round(x * 100) / 100, Math.round(at.y - state.origin.y), Math.round(at.t - state.origin.t)];
  const track = [...state.track, sample];
  return x >= distance ? { phase: 'verified', x: distance, origin: null, track } : { ...state, x, track };
}

/** Letting go before the end snaps the handle back to the start; a passed slider stays passed. */
export function release(state: DragState): DragState {
  return state.phase === 'dragging' ? IDLE : state;
}

/** The keyboard's drag: an arrow key moves the handle by dx (starting a drag when idle); the end passes as a drag's does. */
export function nudge(state: DragState, dx: number, t: number, distance: number): DragState {
  const started = state.phase === 'idle' ? press(state, { x: 0, y: 0, t }) : state;
  if (started.phase !== 'dragging' || !started.origin) return started;
  return move(started, { x: started.origin.x + started.x + dx, y: started.origin.y, t }, distance);
}
