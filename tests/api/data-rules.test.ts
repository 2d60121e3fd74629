/**
 * Data rules of a menu permission: administrators define them (column allowlist, known conditions and variables),
 * the 授权 dialog chooses them per role, and the generic list and queryById of the entity then answer only the rows
 * that meet them. Runs on SQLite and (TEST_DB=postgres) PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowCount } from '../helpers/db.js';
import { startServer, type TestServer } from '../helpers/server.js';

let s: TestServer;
const t: Record<string, string> = {};
const roleIds: Record<string, string> = {};
let gridList = '';

const permId = async (perms: string) => (await s.app.ctx.db.selectFrom('sys_permission').select('id').where('perms', '=', perms).executeTakeFirstOrThrow()).id;
const menuId = async (url: string) => (await s.app.ctx.db.selectFrom('sys_permission').select('id').where('url', '=', url).executeTakeFirstOrThrow()).id;
const addRule = (body: Record<string, unknown>, who = 'admin') =>
  s.api.post('/sys/permission/addPermissionRule', { permissionId: gridList, ruleConditions: '=', ...body }, t[who]);
const chooseRules = (roleCode: string, dataRuleIds: string[], who = 'admin', permissionId = gridList) =>
  s.api.post('/sys/role/datarule', { permissionId, roleId: roleIds[roleCode], dataRuleIds: dataRuleIds.join(',') }, t[who]);
const gridNames = async (who: string) =>
  (
    (await s.api.get('/TBaseGridController/list', { pageSize: 50, column: 'gridCode', order: 'asc' }, t[who])).body.result.records as Array<{
      gridName: string;
    }>
  ).map((g) => g.gridName);
const granted = async (roleCode: string) =>
  (await s.api.get('/sys/permission/queryRolePermission', { roleId: roleIds[roleCode] }, t.admin)).body.result as string[];

beforeAll(async () => {
  s = await startServer();
  for (const u of ['admin', 'street01', 'community01']) t[u] = await s.api.login(u);
  for (const r of await s.app.ctx.db.selectFrom('sys_role').select(['id', 'roleCode']).execute()) roleIds[r.roleCode] = r.id;
  gridList = await permId('grid:list');
  // street01 may grant roles and holds the menu management codes, but is no administrator.
  const extra = await Promise.all([
    menuId('/system'),
    menuId('/system/role'),
    menuId('/system/permission'),
    permId('role:authorize'),
    permId('permission:add'),
  ]);
  const r = await s.api.post(
    '/sys/permission/saveRolePermission',
    { roleId: roleIds.street_admin, permissionIds: [...(await granted('street_admin')), ...extra].join(',') },
    t.admin,
  );
  expect(r.body.success).toBe(true);
});
afterAll(() => s.close());

describe('rule definitions', () => {
  it('refuses a column the entity does not offer, an unknown variable, an unsuited value and a menu without a list; nothing written', async () => {
    const count = await rowCount(s, 'sys_permission_data_rule');
    expect((await addRule({ ruleName: '坏字段', ruleColumn: 'password', ruleValue: '1' })).body).toMatchObject({
      success: false,
      code: 400,
      message: '规则字段“password”不是网格的字段',
    });
    expect((await addRule({ ruleName: '坏变量', ruleColumn: 'createBy', ruleValue: '#{sys_secret}' })).body.message).toMatch(
      /^规则值中的变量#\{sys_secret\}不存在/,
    );
    expect((await addRule({ ruleName: '坏条件', ruleColumn: 'gridName', ruleConditions: 'USE_SQL_RULES', ruleValue: '1=1' })).body.success).toBe(false);
    expect((await addRule({ ruleName: '坏菜单', ruleColumn: 'gridName', ruleValue: 'x', permissionId: await menuId('/system') })).body.message).toBe(
      '该菜单没有可设置数据规则的列表（需为某个实体的列表权限）',
    );
    const street = await addRule({ ruleName: '街道自己定', ruleColumn: 'gridName', ruleValue: 'x' }, 'street01');
    expect(street.status).toBe(403);
    expect(street.body.message).toBe('只有系统管理员可以管理菜单和数据规则');
    expect(await rowCount(s, 'sys_permission_data_rule')).toBe(count);
  });

  it('lists, queries, edits and deletes the rules of a menu', async () => {
    const id = (await addRule({ ruleName: '临时规则', ruleColumn: 'gridName', ruleConditions: 'LIKE', ruleValue: '商圈' })).body.result.id as string;
    expect((await s.api.get('/sys/permission/getPermRuleListByPermId', { permissionId: gridList }, t.admin)).body.result).toEqual([
      expect.objectContaining({ id, ruleName: '临时规则', ruleConditions: 'LIKE', status: '1' }),
    ]);
    expect((await s.api.put('/sys/permission/editPermissionRule', { id, ruleName: '商圈规则' }, t.admin)).body.success).toBe(true);
    expect(
      (await s.api.get('/sys/permission/queryPermissionRule', { permissionId: gridList, ruleName: '商圈' }, t.admin)).body.result.map(
        (r: { ruleName: string }) => r.ruleName,
      ),
    ).toEqual(['商圈规则']);
    expect((await s.api.get('/sys/permission/ruleColumns', { permissionId: gridList }, t.admin)).body.result).toContainEqual({
      value: 'gridName',
      label: '网格名称',
    });
    expect((await s.api.delete('/sys/permission/deletePermissionRule', { id }, t.admin)).body.success).toBe(true);
    expect((await s.api.get('/sys/permission/getPermRuleListByPermId', { permissionId: gridList }, t.admin)).body.result).toEqual([]);
  });
});

describe('rules a role holds', () => {
  it('narrow the list and queryById of the role’s users, and widen again when taken away', async () => {
    const all = await gridNames('community01');
    expect(all).toEqual(['水源地社区第一网格', '水源地社区第二网格', '水源地社区商圈网格']);
    const cityOnly = (await addRule({ ruleName: '只看城市网格', ruleColumn: 'dicGridType', ruleValue: '1' })).body.result.id as string;
    const dialog = await s.api.get(`/sys/role/datarule/${gridList}/${roleIds.community_admin}`, {}, t.admin);
    expect(dialog.body.result).toMatchObject({ datarule: [expect.objectContaining({ id: cityOnly, ruleName: '只看城市网格' })], drChecked: '' });

    expect((await chooseRules('community_admin', [cityOnly])).body.success).toBe(true);
    expect((await s.api.get(`/sys/role/datarule/${gridList}/${roleIds.community_admin}`, {}, t.admin)).body.result.drChecked).toBe(cityOnly);
    expect(await gridNames('community01')).toEqual(['水源地社区第一网格', '水源地社区第二网格']);
    const shop = (await s.app.ctx.db.selectFrom('t_base_grid').select('id').where('gridName', '=', '水源地社区商圈网格').executeTakeFirstOrThrow()).id;
    expect((await s.api.get('/TBaseGridController/queryById', { id: shop }, t.community01)).status).toBe(404);
    // Only that role: the administrator still reads every grid.
    expect(await gridNames('admin')).toHaveLength(5);

    expect((await chooseRules('community_admin', [])).body.success).toBe(true);
    expect(await gridNames('community01')).toEqual(all);
    expect((await s.api.get('/TBaseGridController/queryById', { id: shop }, t.community01)).body.result.gridName).toBe('水源地社区商圈网格');
  });

  it('fill #{…} variables from the reader: #{sys_user_code} keeps each user to the rows they wrote', async () => {
    const own = (await addRule({ ruleName: '只看本人创建', ruleColumn: 'createBy', ruleValue: '#{sys_user_code}' })).body.result.id as string;
    const added = await s.api.post(
      '/TBaseGridController/add',
      { gridName: '水源地社区第四网格', gridCode: '210102001002004', dicGridType: '1', regionCode: '210102001002' },
      t.community01,
    );
    expect(added.body.success).toBe(true);
    expect((await chooseRules('community_admin', [own])).body.success).toBe(true);
    expect(await gridNames('community01')).toEqual(['水源地社区第四网格']);
    // A rule that cannot apply any more matches nothing rather than everything.
    await s.app.ctx.db.updateTable('sys_permission_data_rule').set({ ruleColumn: 'noSuchColumn' }).where('id', '=', own).execute();
    expect(await gridNames('community01')).toEqual([]);
    expect((await chooseRules('community_admin', [])).body.success).toBe(true);
    expect(await gridNames('community01')).toHaveLength(4);
  });

  it('are chosen only for a granted permission and among its own rules', async () => {
    const rule = (await addRule({ ruleName: '第一', ruleColumn: 'gridName', ruleConditions: 'LIKE', ruleValue: '第一' })).body.result.id as string;
    const roleMenu = await menuId('/system/role');
    expect((await chooseRules('community_admin', [rule], 'admin', roleMenu)).body.message).toBe('请先勾选并保存该菜单的授权，再设置数据规则');
    expect((await chooseRules('community_admin', ['no-such-rule'])).body.message).toBe('所选数据规则不存在或不属于该菜单');
    expect(
      (
        await s.app.ctx.db
          .selectFrom('sys_role_permission')
          .select('dataRuleIds')
          .where('roleId', '=', roleIds.community_admin)
          .where('permissionId', '=', gridList)
          .executeTakeFirstOrThrow()
      ).dataRuleIds,
    ).toBeNull();
  });

  it('a non-administrator cannot free a role from a rule they are held to, nor touch permissions they lack or the administrator role', async () => {
    const rule = (await addRule({ ruleName: '不看商圈', ruleColumn: 'dicGridType', ruleConditions: '!=', ruleValue: '2' })).body.result.id as string;
    expect((await chooseRules('street_admin', [rule])).body.success).toBe(true);
    expect((await chooseRules('community_admin', [rule])).body.success).toBe(true);
    const free = await chooseRules('community_admin', [], 'street01');
    expect(free.status).toBe(403);
    expect(free.body.message).toBe('不能取消您自己也受其约束的数据规则');
    expect(await gridNames('community01')).not.toContain('水源地社区商圈网格');

    const logList = await permId('log:list');
    const notHeld = await s.api.get(`/sys/role/datarule/${logList}/${roleIds.community_admin}`, {}, t.street01);
    expect(notHeld.status).toBe(403);
    expect(notHeld.body.message).toBe('不能授予您自己没有的权限');
    expect((await chooseRules('admin', [rule], 'street01')).status).toBe(403);
  });
});
