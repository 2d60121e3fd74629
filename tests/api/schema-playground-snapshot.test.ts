/**
 * 配置调试台's page snapshot: an edited screen's outline against the one the schema snapshot test committed
 * (tests/schemas/__outlines__), so a tester sees what an edit changes before running the suite. Administrators only,
 * writes nothing. SQLite and (TEST_DB=postgres) PostgreSQL.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';

let s: TestServer;
const t: Record<string, string> = {};
const FILE = 'screens/app-version-list.json';
const shipped = fs.readFileSync(`schemas/${FILE}`, 'utf8');
const committed = fs.readFileSync('tests/schemas/__outlines__/app-version-list.txt', 'utf8');

const diff = (file: string, text: string, token = t.admin) => s.api.post('/sys/schemaPlayground/snapshotDiff', { file, text }, token);
const changedLines = (lines: Array<{ kind: string; text: string }>) => lines.filter((l) => l.kind !== 'same').map((l) => `${l.kind === 'added' ? '+' : '-'} ${l.text}`);

beforeAll(async () => {
  s = await startServer();
  for (const u of ['admin', 'street01']) t[u] = await s.api.login(u);
});
afterAll(() => s.close());

describe('the snapshot diff of a shipped screen', () => {
  it('shows no change for the file as committed, every line of the committed outline unchanged', async () => {
    const answer = (await diff(FILE, shipped)).body;
    expect(answer.success, answer.message).toBe(true);
    expect(answer.result).toMatchObject({ screen: 'app-version-list', committed: true, changed: false });
    expect(answer.result.lines.map((l: { text: string }) => l.text).join('\n') + '\n').toBe(committed);
    expect(changedLines(answer.result.lines)).toEqual([]);
  });

  it('shows a changed page title and field title as the lines the snapshot test would report', async () => {
    const edited = JSON.parse(shipped);
    edited.title = 'APP版本管理';
    edited.form.schema.properties.versionName = { title: '版本名', 'x-override': ['title'] };
    const answer = (await diff(FILE, JSON.stringify(edited, null, 2))).body;
    expect(answer.success, answer.message).toBe(true);
    expect(answer.result.changed).toBe(true);
    expect(changedLines(answer.result.lines)).toEqual([
      '- 页面 list | APP版本',
      '+ 页面 list | APP版本管理',
      '- 表单 versionName | 版本名称 * | Input',
      '+ 表单 versionName | 版本名 * | Input',
    ]);
  });

  it('shows every line as added for a pasted screen that has no committed outline', async () => {
    const pasted = { ...JSON.parse(shipped), id: 'app-version-copy', title: '版本副本' };
    const answer = (await diff('screens/app-version-copy.json', JSON.stringify(pasted))).body;
    expect(answer.success, answer.message).toBe(true);
    expect(answer.result).toMatchObject({ screen: 'app-version-copy', committed: false, changed: true });
    expect(answer.result.lines[0]).toEqual({ kind: 'added', text: '页面 list | 版本副本' });
    expect(answer.result.lines.every((l: { kind: string }) => l.kind === 'added')).toBe(true);
    expect(fs.existsSync('schemas/screens/app-version-copy.json')).toBe(false);
  });
});

describe('what has no snapshot', () => {
  it('answers in Chinese for broken JSON, an unknown entity and a file that is no screen', async () => {
    const broken = (await diff(FILE, shipped.slice(0, 40))).body;
    expect(broken.success).toBe(false);
    expect(broken.message).toBe('内容不是有效的 JSON，无法生成页面快照');
    const unknown = (await diff(FILE, JSON.stringify({ ...JSON.parse(shipped), entity: 'noSuchEntity' }))).body;
    expect(unknown.success).toBe(false);
    expect(unknown.message).toMatch(/^无法生成页面快照：页面 app-version-list 引用的实体不存在/);
    const entity = (await diff('entities/t-app-version.json', '{}')).body;
    expect(entity.success).toBe(false);
    expect(entity.message).toBe('只有页面文件（screens/*.json）有页面快照');
  });

  it('is refused to anyone but an administrator', async () => {
    const answer = await diff(FILE, shipped, t.street01);
    expect(answer.status).toBe(403);
    expect(answer.body.result ?? null).toBeNull();
  });
});
