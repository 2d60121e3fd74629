import { setTimeout as sleep } from 'node:timers/promises';
import { DRAG_RULES } from '../../src/server/services/slider/drag-proof.js';
import type { ApiClient } from './api-client.js';

export type Track = Array<[number, number, number]>;

/** A drag such as a hand makes: `samples` moves to the end over `durationMs`, easing in and out, y wobbling. */
export function handTrack(distance: number, samples = 24, durationMs = 600): Track {
  return Array.from({ length: samples }, (_, i) => {
    const p = (i + 1) / samples;
    return [Math.round(distance * (1 - Math.cos(Math.PI * p)) * 50) / 100, Math.round(Math.sin(i) * 2), Math.round(durationMs * p)];
  });
}

export async function sliderChallenge(api: ApiClient, username: string): Promise<string> {
  const r = await api.post('/sys/sliderVerify/challenge', { username });
  if (!r.body.result?.required) throw new Error(`no slider challenge for ${username}: ${JSON.stringify(r.body)}`);
  return r.body.result.challengeId as string;
}

/**
 * Drags the slider as a person would and returns the token. The pause is the drag itself: the server refuses a
 * drag that reaches it sooner after its challenge than a hand could make one.
 */
export async function passSlider(api: ApiClient, username: string, distance = 260): Promise<string> {
  const challengeId = await sliderChallenge(api, username);
  await sleep(DRAG_RULES.minDurationMs + 50);
  const r = await api.post('/sys/sliderVerify/check', { username, challengeId, distance, track: handTrack(distance) });
  if (!r.body.success) throw new Error(`slider refused: ${r.body.message}`);
  return r.body.result.token as string;
}
