/**
 * 配置调试台's page snapshot: the server hands out the outline the schema snapshot test committed for a shipped screen
 * (tests/schemas/__outlines__), which the page diffs the edited screen's outline against in the browser
 * (tests/unit/client/schema-playground-snapshot.test.ts). Administrators only, reads nothing but those files.
 * SQLite and (TEST_DB=postgres) PostgreSQL.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';

let s: TestServer;
const t: Record<string, string> = {};

const outline = (id: string, token = t.admin) => s.api.get('/sys/schemaPlayground/outline', { id }, token);

beforeAll(async () => {
  s = await startServer();
  for (const u of ['admin', 'street01']) t[u] = await s.api.login(u);
});
afterAll(() => s.close());

describe('the committed outline of a screen', () => {
  it('is the text of the committed file for a shipped screen', async () => {
    for (const id of ['app-version-list', 'home-analysis']) {
      const answer = (await outline(id)).body;
      expect(answer.success, answer.message).toBe(true);
      expect(answer.result).toBe(fs.readFileSync(`tests/schemas/__outlines__/${id}.txt`, 'utf8'));
    }
  });

  it('is null for a pasted screen that is not shipped, so every line of its outline is new', async () => {
    const answer = (await outline('app-version-copy')).body;
    expect(answer.success, answer.message).toBe(true);
    expect(answer.result).toBeNull();
  });

  it('refuses an id that is not a screen name, in Chinese, reading no file', async () => {
    for (const id of ['../package', 'screens/app-version-list', '..', 'App-Version-List', '/etc/passwd']) {
      const answer = await outline(id);
      expect(answer.status, id).toBe(400);
      expect(answer.body.success).toBe(false);
      expect(answer.body.message).toBe('页面编号只能由小写字母、数字和连字符组成');
      expect(answer.body.result ?? null).toBeNull();
    }
  });

  it('is refused to anyone but an administrator', async () => {
    const answer = await outline('app-version-list', t.street01);
    expect(answer.status).toBe(403);
    expect(answer.body.result ?? null).toBeNull();
  });
});
