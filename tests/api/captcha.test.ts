import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, TEST_PASSWORD, type TestServer } from '../helpers/server.js';

describe('captcha switched on (the default)', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer({ captcha: true });
  });
  afterAll(() => s.close());

  it('serves an image per check key and refuses a login without the right answer', async () => {
    const img = await s.api.get('/sys/randomImage/k1');
    expect(img.body.result).toMatch(/^data:image\/svg\+xml;base64,/);
    expect((await s.api.post('/sys/login', { username: 'admin', password: TEST_PASSWORD, checkKey: 'k1' })).body.message).toBe('请输入验证码');
    expect((await s.api.post('/sys/login', { username: 'admin', password: TEST_PASSWORD, checkKey: 'k1', captcha: 'zzzz' })).body.message).toBe('验证码错误');
  });

  it('an answer is good once: the key is consumed by a failed try', async () => {
    await s.api.get('/sys/randomImage/k2');
    await s.api.post('/sys/login', { username: 'admin', password: TEST_PASSWORD, checkKey: 'k2', captcha: 'nope' });
    expect((await s.api.post('/sys/login', { username: 'admin', password: TEST_PASSWORD, checkKey: 'k2', captcha: 'nope' })).body.message).toBe('验证码错误');
  });

  it('refuses a malformed check key', async () => {
    expect((await s.api.get('/sys/randomImage/' + encodeURIComponent('a b<c>'))).status).toBe(400);
  });
});

describe('captcha switched off (LOGIN_CAPTCHA=off)', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer();
  });
  afterAll(() => s.close());

  it('answers no image, which tells the login page to hide the field, and logs in without one', async () => {
    const img = await s.api.get('/sys/randomImage/k1');
    expect(img.body).toMatchObject({ success: true, result: null });
    expect((await s.api.post('/sys/login', { username: 'admin', password: TEST_PASSWORD })).body.success).toBe(true);
  });
});
