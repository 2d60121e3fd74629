import svgCaptcha from 'svg-captcha';

const TTL_MS = 2 * 60 * 1000;

/** Captcha answers by checkKey, each usable once, for two minutes. One instance's memory: see README (Redis later). */
export class CaptchaStore {
  private codes = new Map<string, { code: string; until: number }>();

  create(key: string): string {
    const c = svgCaptcha.create({ size: 4, noise: 2, ignoreChars: '0o1ilI', color: true, background: '#f0f2f5', width: 105, height: 35, fontSize: 40 });
    this.sweep();
    this.codes.set(key, { code: c.text.toLowerCase(), until: Date.now() + TTL_MS });
    return `data:image/svg+xml;base64,${Buffer.from(c.data).toString('base64')}`;
  }

  /** True once for the right answer; the answer is consumed either way. */
  check(key: string, answer: string): boolean {
    const hit = this.codes.get(key);
    this.codes.delete(key);
    return !!hit && hit.until > Date.now() && hit.code === answer.trim().toLowerCase();
  }

  private sweep(): void {
    const now = Date.now();
    if (this.codes.size < 1000) return;
    for (const [k, v] of this.codes) if (v.until <= now) this.codes.delete(k);
  }
}
