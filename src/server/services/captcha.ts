import { captchaPng } from './captcha-image.js';

const TTL_MS = 2 * 60 * 1000;

/** Captcha answers by checkKey, each usable once, for two minutes. One instance's memory: see docs/operators.md "Scaling" (Redis later). */
export class CaptchaStore {
  private codes = new Map<string, { code: string; until: number }>();

  create(key: string): string {
    const c = captchaPng();
    this.sweep();
    this.codes.set(key, { code: c.text.toLowerCase(), until: Date.now() + TTL_MS });
    return `data:image/png;base64,${c.png.toString('base64')}`;
  }

  /** True once for the right answer; the answer is consumed either way. */
  check(key: string, answer: string): boolean {
    const hit = this.codes.get(key);
    this.codes.delete(key);
    return !!hit && hit.until > Date.now() && hit.code === answer.trim().toLowerCase();
  }

  /** Forgets answers past their two minutes; the number forgotten. */
  removeExpired(): number {
    const now = Date.now();
    let removed = 0;
    for (const [k, v] of this.codes) {
      if (v.until <= now) {
        this.codes.delete(k);
        removed++;
      }
    }
    return removed;
  }

  private sweep(): void {
    const now = Date.now();
    if (this.codes.size < 1000) return;
    for (const [k, v] of this.codes) if (v.until <= now) this.codes.delete(k);
  }
}
