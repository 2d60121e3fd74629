import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readLoginLimits } from '../../src/server/services/login-limits.js';
import { startServer, TEST_PASSWORD, type TestServer } from '../helpers/server.js';

const TOO_MANY = '登录失败次数过多，请10分钟后再试';
let s: TestServer;

// The limits on their own: with the slider (after 3 failures of an account) a script without slider tokens never
// reaches them; tests/api/login-slider.test.ts shows the two together.
const limitsAlone = readLoginLimits({ LOGIN_SLIDER_AFTER: 'off' });

// Behind a proxy on this machine, so a test can speak for several client addresses.
beforeAll(async () => {
  s = await startServer({ trustProxy: ['127.0.0.1'], loginLimits: limitsAlone });
});
afterAll(() => s.close());

const login = (username: string, password: string, from: string) =>
  s.api.request('POST', '/sys/login', { body: { username, password }, headers: { 'X-Forwarded-For': from } });

describe('login limits', () => {
  it('60 parallel guesses at one account check at most 5 passwords', async () => {
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => login('street01', `guess${i}`, '10.1.1.1')));
    const checked = answers.filter((r) => r.body.message.startsWith('用户名或密码错误'));
    expect(checked.length).toBeLessThanOrEqual(5);
    expect(answers.filter((r) => r.body.message === TOO_MANY).length).toBeGreaterThanOrEqual(55);
  }, 120_000);

  it('a stranger’s failures from another address do not lock the owner out', async () => {
    for (let i = 0; i < 8; i++) await login('community01', `stranger${i}`, '10.2.2.2');
    expect((await login('community01', TEST_PASSWORD, '10.2.2.2')).body.message).toBe(TOO_MANY);
    const owner = await login('community01', TEST_PASSWORD, '10.3.3.3');
    expect(owner.body.success).toBe(true);
  }, 120_000);

  it('successful logins from one address (an office behind one gateway) never count towards its limit', async () => {
    for (let i = 0; i < 2; i++) expect((await login(`nobody${i}`, 'x', '10.7.7.7')).body.success).toBe(false);
    for (let i = 0; i < 40; i++) expect((await login(['admin', 'street01', 'grid01'][i % 3], TEST_PASSWORD, '10.7.7.7')).body.success, `login ${i}`).toBe(true);
    const left = await s.app.ctx.db.selectFrom('sys_login_attempt').select('failures').where('attemptKey', '=', 'addr:10.7.7.7').executeTakeFirstOrThrow();
    expect(left.failures).toBe(2);
  }, 120_000);

  it('one address guessing across many accounts is refused after 30 failures', async () => {
    for (let i = 0; i < 30; i++) await login(`user${i}`, 'x', '10.4.4.4');
    expect((await login('grid01', TEST_PASSWORD, '10.4.4.4')).body.message).toBe(TOO_MANY);
    expect((await login('grid01', TEST_PASSWORD, '10.5.5.5')).body.success).toBe(true);
  }, 120_000);

  it('wrong old passwords on updatePassword count as failed logins', async () => {
    const token = (await login('admin', TEST_PASSWORD, '10.6.6.6')).body.result.token as string;
    const change = (oldpassword: string) =>
      s.api.request('POST', '/sys/user/updatePassword', {
        token,
        headers: { 'X-Forwarded-For': '10.6.6.6' },
        body: { username: 'admin', oldpassword, password: 'Lotus#River82', confirmpassword: 'Lotus#River82' },
      });
    for (let i = 0; i < 5; i++) expect((await change(`guess${i}`)).body.message).toBe('旧密码输入错误！');
    expect((await change(TEST_PASSWORD)).body.message).toBe(TOO_MANY);
    expect((await login('admin', TEST_PASSWORD, '10.6.6.6')).body.message).toBe(TOO_MANY);
  }, 120_000);

  it('an unknown name costs the same work as a known one (same answer, comparable time)', async () => {
    const time = async (username: string, from: string) => {
      const started = performance.now();
      const r = await login(username, 'wrong-password', from);
      return { ms: performance.now() - started, message: r.body.message };
    };
    const known: number[] = [];
    const unknown: number[] = [];
    // Three rounds: an account's fourth failure is answered slowly on purpose (failureDelayMs).
    for (let i = 0; i < 3; i++) {
      const a = await time('grid01', `10.7.0.${i}`);
      const b = await time(`nobody${i}`, `10.8.0.${i}`);
      expect(b.message).toBe(a.message);
      known.push(a.ms);
      unknown.push(b.ms);
    }
    const median = (xs: number[]) => xs.sort((x, y) => x - y)[Math.floor(xs.length / 2)];
    // Without a hash for unknown names the ratio was about 8; with one both pay for argon2.
    expect(median(unknown) / median(known)).toBeGreaterThan(0.4);
  }, 120_000);
});

describe('without a configured proxy', () => {
  it('X-Forwarded-For is ignored: every "address" is the connection’s, so the pair locks', async () => {
    const plain = await startServer({ loginLimits: { ...limitsAlone, addressMax: 10_000 } });
    try {
      const from = (i: number) =>
        plain.api.request('POST', '/sys/login', { body: { username: 'grid01', password: `w${i}` }, headers: { 'X-Forwarded-For': `10.9.9.${i}` } });
      for (let i = 0; i < 5; i++) await from(i);
      expect((await from(99)).body.message).toBe(TOO_MANY);
    } finally {
      await plain.close();
    }
  }, 120_000);
});
