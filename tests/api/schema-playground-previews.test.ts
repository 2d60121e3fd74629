/**
 * 配置调试台's previews of what is not a shipped screen: a pasted screen and an entity resolved as the server would
 * serve them once saved, and an edited menu file as a user's roles would see it (their grants in roles.json).
 * Administrators only, nothing written. SQLite and (TEST_DB=postgres) PostgreSQL.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuPreviewNode } from '../../src/shared/services/playground.js';
import { startServer, type TestServer } from '../helpers/server.js';
import { VOLUNTEER } from './playground-fixtures.js';

let s: TestServer;
const t: Record<string, string> = {};
type Menu = { name: string; path: string; children?: Menu[]; buttons?: unknown[] };
const menus = JSON.parse(fs.readFileSync('schemas/menus.json', 'utf8')) as Menu[];
const appVersionList = JSON.parse(fs.readFileSync('schemas/screens/app-version-list.json', 'utf8'));
const names = (nodes: MenuPreviewNode[]): string[] => nodes.flatMap((n) => [n.name, ...names(n.children)]);
function node(path: string, nodes: Menu[]): Menu | undefined {
  for (const n of nodes) {
    const found = n.path === path ? n : node(path, n.children ?? []);
    if (found) return found;
  }
  return undefined;
}

beforeAll(async () => {
  s = await startServer();
  for (const u of ['admin', 'street01']) t[u] = await s.api.login(u);
});
afterAll(() => s.close());

describe('the menu preview', () => {
  const edited = structuredClone(menus);
  node('/building', edited)!.children!.push({ name: '志愿者登记', path: '/building/volunteer' });
  node('/system', edited)!.children!.push({ name: '调试工具', path: '/system/debugTool' });
  const preview = async (username: string) => {
    const answer = (await s.api.post('/sys/schemaPlayground/menuPreview', { text: JSON.stringify(edited), username }, t.admin)).body;
    expect(answer.success, answer.message).toBe(true);
    return answer.result as { roles: string[]; tree: MenuPreviewNode[] };
  };

  it('shows a new entry to the roles whose grants cover its path, and hides it from the others', async () => {
    const street = await preview('street01');
    expect(street.roles).toEqual(['街道管理员']);
    expect(names(street.tree)).toContain('志愿者登记');
    expect(names(street.tree)).not.toContain('调试工具');
    expect(names(street.tree)).not.toContain('配置调试台');
    const admin = await preview('admin');
    expect(names(admin.tree)).toEqual(expect.arrayContaining(['志愿者登记', '调试工具', '配置调试台']));
  });

  it('refuses a menu file that is not an array, and anyone but an administrator', async () => {
    const answer = (await s.api.post('/sys/schemaPlayground/menuPreview', { text: '{}', username: 'street01' }, t.admin)).body;
    expect(answer.message).toBe('菜单内容应为菜单项的 JSON 数组');
    expect((await s.api.post('/sys/schemaPlayground/menuPreview', { text: '[]', username: 'street01' }, t.street01)).status).toBe(403);
    expect((await s.api.post('/sys/schemaPlayground/resolve', { file: 'entities/volunteer.json', text: '{}' }, t.street01)).status).toBe(403);
  });
});

describe('drafts for the live preview', () => {
  const resolve = (file: string, text: unknown) => s.api.post('/sys/schemaPlayground/resolve', { file, text: JSON.stringify(text) }, t.admin);

  it('resolves a pasted screen with its entity as the screen route serves it, writing no file', async () => {
    const pasted = { ...appVersionList, id: 'app-version-copy', title: '版本副本' };
    const answer = (await resolve('screens/app-version-copy.json', pasted)).body;
    expect(answer.success, answer.message).toBe(true);
    expect(answer.result.screen.title).toBe('版本副本');
    expect(answer.result.entity).toEqual((await s.api.get('/schema/screen/app-version-list', {}, t.admin)).body.result.entity);
    expect(fs.existsSync('schemas/screens/app-version-copy.json')).toBe(false);
  });

  it('resolves a pasted new entity with its audit columns, as not yet served; a screen of an unknown entity is refused', async () => {
    const answer = (await resolve('entities/volunteer.json', VOLUNTEER)).body;
    expect(answer.success, answer.message).toBe(true);
    expect(answer.result.served).toBe(false);
    expect(Object.keys(answer.result.entity.properties)).toEqual(expect.arrayContaining(['name', 'phone', 'joinDate', 'createTime']));
    expect((await resolve('entities/t-app-version.json', JSON.parse(fs.readFileSync('schemas/entities/t-app-version.json', 'utf8')))).body.result.served).toBe(
      true,
    );
    const unknown = (await resolve('screens/app-version-copy.json', { ...appVersionList, entity: 'noSuchEntity' })).body;
    expect(unknown.message).toBe('页面引用的实体 noSuchEntity 不存在');
  });
});
