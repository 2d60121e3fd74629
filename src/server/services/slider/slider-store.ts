import { randomBytes } from 'node:crypto';

const CHALLENGE_TTL_MS = 2 * 60 * 1000;
const TOKEN_TTL_MS = 2 * 60 * 1000;
/** Past this many kept entries the oldest are dropped, so asking for challenges cannot fill the memory. */
const MAX_KEPT = 10_000;

interface Entry {
  username: string;
  issuedAt: number;
  until: number;
}

/**
 * Slider challenges and the tokens they earn, each bound to one username, used once, short-lived. One instance's
 * memory, as the captcha answers are (docs/operators.md "Login slider": several instances need sticky sessions or a shared store).
 */
export class SliderStore {
  private challenges = new Map<string, Entry>();
  private tokens = new Map<string, Entry>();

  challenge(username: string): string {
    return this.put(this.challenges, username, CHALLENGE_TTL_MS);
  }

  /** The challenge's issue time if it is live and for this username; consumed either way. */
  takeChallenge(id: string, username: string): number | null {
    return this.take(this.challenges, id, username)?.issuedAt ?? null;
  }

  token(username: string): string {
    return this.put(this.tokens, username, TOKEN_TTL_MS);
  }

  /** True once for a live token of this username; consumed either way. */
  takeToken(token: string, username: string): boolean {
    return this.take(this.tokens, token, username) !== null;
  }

  /** Forgets expired challenges and tokens; the number forgotten. */
  removeExpired(): number {
    const now = Date.now();
    let removed = 0;
    for (const map of [this.challenges, this.tokens]) {
      for (const [k, v] of map) {
        if (v.until <= now) {
          map.delete(k);
          removed++;
        }
      }
    }
    return removed;
  }

  private put(map: Map<string, Entry>, username: string, ttl: number): string {
    if (map.size >= MAX_KEPT) this.removeExpired();
    // A Map iterates in insertion order: the first keys are the oldest.
    for (const k of map.keys()) {
      if (map.size < MAX_KEPT) break;
      map.delete(k);
    }
    const id = randomBytes(24).toString('base64url');
    const now = Date.now();
    map.set(id, { username, issuedAt: now, until: now + ttl });
    return id;
  }

  private take(map: Map<string, Entry>, id: string, username: string): Entry | null {
    const hit = map.get(id);
    map.delete(id);
    return hit && hit.until > Date.now() && hit.username === username ? hit : null;
  }
}
