import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CaptchaStore } from '../../../src/server/services/captcha.js';
import { SliderStore } from '../../../src/server/services/slider/slider-store.js';

const MINUTE = 60 * 1000;

describe('the cleanup of short-lived login answers', () => {
  beforeEach(() => void vi.useFakeTimers({ now: new Date('2026-11-27T08:00:00Z') }));
  afterEach(() => void vi.useRealTimers());

  it('forgets the captcha answers past their two minutes, counts them, and keeps a younger one until its own end', () => {
    const store = new CaptchaStore();
    store.create('old-1');
    store.create('old-2');
    vi.advanceTimersByTime(1.5 * MINUTE);
    store.create('live');
    vi.advanceTimersByTime(0.5 * MINUTE);
    expect(store.removeExpired()).toBe(2);
    expect(store.removeExpired()).toBe(0);
    vi.advanceTimersByTime(1.5 * MINUTE);
    expect(store.removeExpired()).toBe(1);
  });

  it('forgets the expired slider challenges and tokens together, and a live token still logs in', () => {
    const store = new SliderStore();
    const challenge = store.challenge('admin');
    store.token('admin');
    vi.advanceTimersByTime(1.5 * MINUTE);
    const live = store.token('admin');
    vi.advanceTimersByTime(0.5 * MINUTE);
    expect(store.removeExpired()).toBe(2);
    expect(store.takeChallenge(challenge, 'admin')).toBeNull();
    expect(store.takeToken(live, 'admin')).toBe(true);
  });
});
