import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent as ReactPointerEvent } from 'react';
import { CheckCircleFilled, DoubleRightOutlined } from '@ant-design/icons';
import { IDLE, move, nudge, press, release, VERIFIED_AT, type DragSample, type DragState } from './drag-model';
import { dragVerifyTexts } from './texts';
import './drag-verify.css';

/** What the success event carries: the drag's samples and the handle's travel, the login's proof. */
export interface DragVerifyResult {
  track: DragSample[];
  /** How far the handle travelled, px (the track's width less the handle's). */
  distance: number;
  durationMs: number;
}

export interface DragVerifyProps {
  /** true once passed (a form field's value). */
  value?: boolean;
  onChange?(value: boolean): void;
  /** The success event: once, when the handle reaches the end. */
  onSuccess?(result: DragVerifyResult): void;
  /** Text before passing (default 拖动滑块验证). */
  text?: string;
  /** Text once passed (default 验证通过). */
  successText?: string;
  /** Width of the track: px, or a CSS length such as '100%' (default 300). */
  width?: number | string;
  /** Height of the track, px; the handle is a square of this size (default 40). */
  height?: number;
  disabled?: boolean;
}

const now = () => performance.now();

/**
 * Drag-slider verification (002 §2.6): drag the handle across the track; at the full width the text becomes
 * 验证通过, the value true and onSuccess fires once; let go early and the handle snaps back. Passing is one-way.
 * Pointer events cover mouse, touch and pen; moves are followed on the window so a drag may leave the handle.
 * The arrow keys drag it too, so keyboard users are not shut out of a login that asks for it.
 * Written here rather than taken from a library: the maintained React slider-captcha packages verify a puzzle
 * piece against their own server protocol, and none hands over the drag's samples for ours.
 */
export function DragVerify({
  value,
  onChange,
  onSuccess,
  text = dragVerifyTexts.text,
  successText = dragVerifyTexts.successText,
  width = 300,
  height = 40,
  disabled,
}: DragVerifyProps) {
  const trackRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<DragState>(IDLE);
  const stateRef = useRef(state);
  const distanceRef = useRef(0);
  const fired = useRef(false);
  const callbacks = useRef({ onChange, onSuccess });
  callbacks.current = { onChange, onSuccess };

  const apply = (next: DragState) => {
    const before = stateRef.current;
    stateRef.current = next;
    setState(next);
    if (next.phase === 'verified' && before.phase === 'dragging' && !fired.current) {
      fired.current = true;
      const last = next.track[next.track.length - 1];
      callbacks.current.onChange?.(true);
      callbacks.current.onSuccess?.({ track: next.track, distance: distanceRef.current, durationMs: last ? last[2] : 0 });
    }
  };

  // A host that resets the field (value back to empty) gets a fresh slider; dragging back never does that.
  useEffect(() => {
    if (value !== true && stateRef.current.phase === 'verified' && fired.current) {
      fired.current = false;
      apply(IDLE);
    }
  }, [value]);

  const dragging = state.phase === 'dragging';
  useEffect(() => {
    if (!dragging) return;
    const onMove = (e: PointerEvent) => apply(move(stateRef.current, { x: e.clientX, y: e.clientY, t: now() }, distanceRef.current));
    const onUp = () => apply(release(stateRef.current));
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp);
    window.addEventListener('pointercancel', onUp);
    return () => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
      window.removeEventListener('pointercancel', onUp);
    };
  }, [dragging]);

  const travel = () => {
    if (typeof width === 'number') return width - height;
    const measured = (trackRef.current?.clientWidth ?? 0) - height;
    return measured > 0 ? measured : 300 - height;
  };

  const onPointerDown = (e: ReactPointerEvent<HTMLDivElement>) => {
    if (disabled || (e.pointerType === 'mouse' && e.button !== 0)) return;
    e.preventDefault();
    distanceRef.current = travel();
    apply(press(stateRef.current, { x: e.clientX, y: e.clientY, t: now() }));
  };

  // Keyboard users drag with the arrow keys (a twentieth of the track per press); Escape or leaving lets go.
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (disabled) return;
    const dir = e.key === 'ArrowRight' || e.key === 'ArrowUp' ? 1 : e.key === 'ArrowLeft' || e.key === 'ArrowDown' ? -1 : 0;
    if (e.key === 'Escape') apply(release(stateRef.current));
    if (!dir) return;
    e.preventDefault();
    if (stateRef.current.phase === 'idle') distanceRef.current = travel();
    apply(nudge(stateRef.current, (dir * distanceRef.current) / 20, now(), distanceRef.current));
  };

  const shown = value === true && state.phase !== 'verified' ? VERIFIED_AT(travel()) : state;
  const verified = shown.phase === 'verified';
  const x = verified && typeof width !== 'number' ? `calc(100% - ${height}px)` : shown.x;
  const percent = verified ? 100 : Math.round((shown.x / Math.max(travel(), 1)) * 100);
  return (
    <div
      ref={trackRef}
      className="zhdj-drag-verify"
      data-phase={shown.phase}
      aria-disabled={disabled || undefined}
      style={{ width, height, lineHeight: `${height - 2}px` }}
    >
      <div className="zhdj-drag-verify__progress" style={{ width: typeof x === 'number' ? x + height / 2 : '100%' }} />
      <div className="zhdj-drag-verify__text">{verified ? successText : text}</div>
      <div
        className="zhdj-drag-verify__handle"
        role="slider"
        aria-label={text}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={verified ? successText : text}
        aria-disabled={disabled || verified || undefined}
        style={{ left: x, width: height, height: height - 2 }}
        tabIndex={disabled || verified ? -1 : 0}
        onPointerDown={onPointerDown}
        onKeyDown={onKeyDown}
        onBlur={() => apply(release(stateRef.current))}
      >
        {verified ? <CheckCircleFilled /> : <DoubleRightOutlined />}
      </div>
    </div>
  );
}
