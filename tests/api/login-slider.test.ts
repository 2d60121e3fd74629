import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRAG_RULES } from '../../src/server/services/slider/drag-proof.js';
import { startServer, TEST_PASSWORD, type TestServer } from '../helpers/server.js';
import { handTrack, passSlider, sliderChallenge, type Track } from '../helpers/slider.js';

const NEEDED = '请先完成滑块验证';
const REFUSED = '验证未通过，请重新拖动滑块';
let s: TestServer;

beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

const login = (username: string, password: string, sliderToken?: string) => s.api.post('/sys/login', { username, password, sliderToken });
const attempts = async (username: string) =>
  (
    await s.app.ctx.db
      .selectFrom('sys_login_attempt')
      .select(['attemptKey', 'failures'])
      .where('attemptKey', 'like', `%${username}%`)
      .orderBy('attemptKey')
      .execute()
  ).map((r) => `${r.attemptKey}=${r.failures}`);
async function failThrice(username: string) {
  for (let i = 0; i < 3; i++) expect((await login(username, `wrong${i}`)).body.message).toMatch(/^用户名或密码错误/);
}
const check = (username: string, challengeId: string, track: Track, distance = 260) =>
  s.api.post('/sys/sliderVerify/check', { username, challengeId, distance, track });

describe('login slider', () => {
  it('is not asked for before 3 failures; after them a login without a token is refused and counts as nothing', async () => {
    expect((await s.api.post('/sys/sliderVerify/challenge', { username: 'grid01' })).body.result).toEqual({ required: false, challengeId: null });
    await failThrice('grid01');
    const before = await attempts('grid01');
    const r = await login('grid01', TEST_PASSWORD);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ success: false, message: NEEDED });
    expect((await login('grid01', 'another-guess')).body.message).toBe(NEEDED);
    expect(await attempts('grid01')).toEqual(before);
    expect((await s.api.post('/sys/sliderVerify/challenge', { username: 'grid01' })).body.result.required).toBe(true);
  });

  it('refuses the token of a drag that jumps, goes too fast or stops short', async () => {
    await failThrice('street01');
    const jump: Track = [
      [0, 0, 0],
      [1, 0, 100],
      [2, 0, 200],
      [3, 0, 350],
      [260, 0, 400],
    ];
    const quick = handTrack(260, 24, 120);
    const short = handTrack(200, 24, 600);
    for (const track of [jump, quick, short]) {
      const id = await sliderChallenge(s.api, 'street01');
      await sleep(DRAG_RULES.minDurationMs + 50);
      expect((await check('street01', id, track)).body.message).toBe(REFUSED);
    }
    // A good-looking track sent the moment the challenge arrives: the server's clock says no hand drew it.
    const id = await sliderChallenge(s.api, 'street01');
    expect((await check('street01', id, handTrack(260))).body.message).toBe(REFUSED);
    // A refused drag spends its challenge.
    await sleep(DRAG_RULES.minDurationMs + 50);
    expect((await check('street01', id, handTrack(260))).body.message).toBe('滑块验证已过期，请重新验证');
    expect((await login('street01', TEST_PASSWORD)).body.message).toBe(NEEDED);
  });

  it('a good drag earns a token that logs the right password in once, and only for its own account', async () => {
    await failThrice('community01');
    await failThrice('grid02');
    const other = await passSlider(s.api, 'grid02');
    expect((await login('community01', TEST_PASSWORD, other)).body.message).toBe('滑块验证已失效，请重新验证');
    const token = await passSlider(s.api, 'community01');
    const ok = await login('community01', TEST_PASSWORD, token);
    expect(ok.body.success).toBe(true);
    // The success forgave the account's failures: no slider now, and the spent token changes nothing.
    expect((await s.api.post('/sys/sliderVerify/challenge', { username: 'community01' })).body.result.required).toBe(false);
    await failThrice('community01');
    expect((await login('community01', TEST_PASSWORD, token)).body.message).toBe('滑块验证已失效，请重新验证');
  });

  it('a token buys one password check: a wrong password spends it', async () => {
    const token = await passSlider(s.api, 'grid01');
    expect((await login('grid01', 'still-wrong', token)).body.message).toMatch(/^用户名或密码错误/);
    expect((await login('grid01', TEST_PASSWORD, token)).body.message).toBe('滑块验证已失效，请重新验证');
  });

  it('a stranger’s failures do not lock the owner out: the owner drags the slider and logs in from elsewhere', async () => {
    const limited = await startServer({ trustProxy: ['127.0.0.1'] });
    try {
      const from = (address: string, password: string, sliderToken?: string) =>
        limited.api.request('POST', '/sys/login', { body: { username: 'admin', password, sliderToken }, headers: { 'X-Forwarded-For': address } });
      for (let i = 0; i < 3; i++) await from('10.2.2.2', `stranger${i}`);
      // Parallel guesses without a token check no password and count nothing.
      const guesses = await Promise.all(Array.from({ length: 20 }, (_, i) => from('10.2.2.2', `guess${i}`)));
      expect(guesses.every((g) => g.body.message === NEEDED)).toBe(true);
      expect((await from('10.3.3.3', TEST_PASSWORD)).body.message).toBe(NEEDED);
      const token = await passSlider(limited.api, 'admin');
      expect((await from('10.3.3.3', TEST_PASSWORD, token)).body.success).toBe(true);
    } finally {
      await limited.close();
    }
  }, 120_000);
});
