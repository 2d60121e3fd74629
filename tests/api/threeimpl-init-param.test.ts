import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

const ask = (query: Record<string, string>) => s.api.get('/ThreeimplController/queryInitParam', query);

describe('gridPersonList init parameters (token and region in the URL)', () => {
  it('answers the user and backend for a valid token and a region of theirs', async () => {
    const token = await s.api.login('community01');
    const r = await ask({ argRegionCode: '210102001002001', token });
    expect(r.body.success).toBe(true);
    expect(r.body.result).toMatchObject({ serverUrl: '/api', userInfo: { username: 'community01' } });
    expect(r.body.result.systemUser.id).toBe(r.body.result.userInfo.id);
  });

  it('refuses a region outside the user’s subtree, a bad token and a malformed region', async () => {
    const token = await s.api.login('community01');
    expect((await ask({ argRegionCode: '210102001003', token })).status).toBe(403);
    expect((await ask({ argRegionCode: '210102001002', token: 'f'.repeat(64) })).status).toBe(401);
    expect((await ask({ argRegionCode: '21 or 1=1', token })).status).toBe(400);
    expect((await ask({ argRegionCode: '210102001002' })).status).toBe(401);
  });
});
