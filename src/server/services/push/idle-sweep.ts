/** A socket the sweep watches: when it last sent anything, and how to end it. */
export interface Watched {
  lastHeard: number;
  close(): void;
}

/**
 * Closes sockets that have sent nothing for `idleMs` (a browser that vanished without a TCP close: sleep, network
 * loss). One timer for every socket of the instance rather than one per socket: 2,000 sockets cost one sweep.
 */
export class IdleSweep {
  private watched = new Set<Watched>();
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(
    private idleMs: number,
    private now: () => number = Date.now,
  ) {}

  add(w: Watched): void {
    this.watched.add(w);
    // Checking four times per idle period ends a silent socket between 1 and 1.25 idle periods after its last word.
    this.timer ??= setInterval(() => this.sweep(), Math.max(20, Math.min(15_000, this.idleMs / 4)));
    this.timer.unref?.();
  }

  delete(w: Watched): void {
    this.watched.delete(w);
    if (!this.watched.size) this.stop();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  sweep(): void {
    const limit = this.now() - this.idleMs;
    for (const w of [...this.watched]) {
      if (w.lastHeard > limit) continue;
      this.watched.delete(w);
      w.close();
    }
    if (!this.watched.size) this.stop();
  }
}

// setTimeout holds at most 2^31-1 ms (about 24.8 days); a session lasts far less.
const LONGEST_TIMER = 2 ** 31 - 1;

/** Calls `close` when a session expires (epoch ms); answers the cancel. Without an expiry, nothing. */
export function closeAtExpiry(expiresAt: number | undefined, close: () => void): () => void {
  if (expiresAt === undefined) return () => undefined;
  const timer = setTimeout(close, Math.min(LONGEST_TIMER, Math.max(0, expiresAt - Date.now())));
  timer.unref?.();
  return () => clearTimeout(timer);
}
