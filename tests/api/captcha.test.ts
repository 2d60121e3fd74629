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
    expect(img.body.result).toMatch(/^data:image\/png;base64,/);
    expect((await s.api.post('/sys/login', { username: 'admin', password: TEST_PASSWORD, checkKey: 'k1' })).body.message).toBe('请输入验证码');
    expect((await s.api.post('/sys/login', { username: 'admin', password: TEST_PASSWORD, checkKey: 'k1', captcha: 'zzzz' })).body.message).toBe('验证码错误');
  });

  it('an answer is good once: the key is consumed by a failed try', async () => {
    await s.api.get('/sys/randomImage/k2');
    await s.api.post('/sys/login', { username: 'admin', password: TEST_PASSWORD, checkKey: 'k2', captcha: 'nope' });
    expect((await s.api.post('/sys/login', { username: 'admin', password: TEST_PASSWORD, checkKey: 'k2', captcha: 'nope' })).body.message).toBe('验证码错误');
  });

  it('is a raster image with no letter shapes in it: nothing to match against the font (the SVG was read by a script)', async () => {
    const png = Buffer.from((await s.api.get('/sys/randomImage/k3')).body.result.replace(/^data:image\/png;base64,/, ''), 'base64');
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.readUInt32BE(16)).toBe(105);
    expect(png.readUInt32BE(20)).toBe(35);
    expect(png.toString('latin1')).not.toMatch(/<svg|<path|\bd="/);
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
