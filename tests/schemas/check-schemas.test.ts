import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useEditedSchemas } from '../helpers/edited-schemas.js';
import { checkSchemaFolder } from '../../src/server/schema-check/index.js';
import { format } from '../../src/server/schema-check/report.js';


const { copyWith, problemsOf } = useEditedSchemas();
/** A copy of schemas/ with `edit` applied to one JSON file. */
const brokenCopy = (file: string, edit: (json: any) => unknown) => copyWith({ [file]: edit });

describe('npm run check:schemas', () => {
  it('passes on the repository schemas', () => {
    expect(checkSchemaFolder('schemas').problems.map(format)).toEqual([]);
  });

  const GRID_FORM = '$.form.schema.properties.layout.properties';
  const gridFields = (s: any) => s.form.schema.properties.layout.properties;

  it('names the file and JSON path of a screen field the entity does not have', () => {
    const dir = brokenCopy('screens/grid-list.json', (s) => void (gridFields(s).gridColour = {}));
    expect(problemsOf(dir)).toEqual([
      `screens/grid-list.json ${GRID_FORM}.gridColour: 字段 gridColour 不在实体 grid 中（只在页面上使用、不提交的字段请标 "x-transient": true）`,
    ]);
  });

  it('refuses a screen that overrides what the entity says of a field without declaring it in x-override', () => {
    const silent = brokenCopy('screens/grid-list.json', (s) => void (gridFields(s).gridName = { title: '名称', maxLength: 10 }));
    expect(problemsOf(silent)).toEqual([
      `screens/grid-list.json ${GRID_FORM}.gridName.title: 字段 gridName 覆盖了实体给出的 title；如是有意覆盖，请在 x-override 中列出`,
      `screens/grid-list.json ${GRID_FORM}.gridName.maxLength: 字段 gridName 覆盖了实体给出的 maxLength；如是有意覆盖，请在 x-override 中列出`,
    ]);
    const declared = brokenCopy('screens/grid-list.json', (s) => void (gridFields(s).gridName = { title: '名称', 'x-override': ['title', 'pattern'] }));
    expect(problemsOf(declared)).toEqual([`screens/grid-list.json ${GRID_FORM}.gridName.x-override: x-override 列出了 pattern，但字段没有设置它`]);
  });

  it('takes a field outside the entity only as x-transient with its own title, and refuses a Formily key it does not know', () => {
    const ok = brokenCopy('screens/grid-list.json', (s) => void (gridFields(s).agree = { type: 'boolean', title: '已核对', 'x-transient': true, 'x-decorator': 'FormItem', 'x-component': 'Checkbox' }));
    expect(problemsOf(ok)).toEqual([]);
    const untitled = brokenCopy('screens/grid-list.json', (s) => void (gridFields(s).agree = { type: 'boolean', 'x-transient': true }));
    expect(problemsOf(untitled)).toEqual([`screens/grid-list.json ${GRID_FORM}.agree: 字段 agree 不在实体中，须自己给出 title`]);
    const typo = brokenCopy('screens/grid-list.json', (s) => void (gridFields(s).gridName = { 'x-componet': 'Input' }));
    expect(problemsOf(typo)).toContain(`screens/grid-list.json ${GRID_FORM}.gridName: must NOT have additional properties: x-componet`);
  });

  it('checks the advanced query’s fields: in the entity, readable, once, with the dictionary their type needs', () => {
    const dir = brokenCopy('screens/grid-list.json', (s) => {
      s.superQuery = { fields: ['gridName', 'gridColour', 'gridName', { name: 'remark', type: 'list_multi' }, { name: 'orgEmpl', type: 'sel_search' }] };
    });
    expect(problemsOf(dir)).toEqual([
      'screens/grid-list.json $.superQuery.fields[1]: 高级查询字段 gridColour 不在实体 grid 中',
      'screens/grid-list.json $.superQuery.fields[2]: 高级查询字段 gridName 重复',
      'screens/grid-list.json $.superQuery.fields[3].type: 高级查询字段 remark 的类型 list_multi 需要 dictCode 或 options',
      'screens/grid-list.json $.superQuery.fields[4].type: 高级查询字段 orgEmpl 的类型 sel_search 需要 dictTable',
    ]);
    const badType = brokenCopy('screens/grid-list.json', (s) => {
      s.superQuery = { fields: [{ name: 'gridName', type: 'colour' }] };
    });
    expect(problemsOf(badType).join('\n')).toMatch(/superQuery/);
  });

  it('refuses an x-component the registry does not know, and a column or query field outside the entity', () => {
    const dir = brokenCopy('screens/dict-list.json', (s) => {
      s.form.schema.properties.description['x-component'] = 'RichEditor';
      s.columns.push('dictColour');
      s.query.push({ name: 'nope' });
    });
    expect(problemsOf(dir)).toEqual([
      'screens/dict-list.json $.query[2].name: 字段 nope 不在实体 sysDict 中',
      'screens/dict-list.json $.form.schema.properties.description.x-component: 组件 RichEditor 未在注册表中（renderer/registry-names.ts）',
      'screens/dict-list.json $.columns[3]: 列 dictColour 不在实体 sysDict 中',
    ]);
  });

  it('refuses an ApiSelect whose url is not a GET route of the service registry', () => {
    const dir = brokenCopy('screens/grid-list.json', (s) => void (gridFields(s).gridName['x-component-props'].url = '/sys/user/delete'));
    expect(problemsOf(dir)).toEqual([
      `screens/grid-list.json ${GRID_FORM}.gridName.x-component-props.url: ApiSelect 的 url /sys/user/delete 不是服务注册表中的 GET 接口（src/shared/services）`,
    ]);
  });

  it('takes a list source only as a declared route of the service registry, with its method', () => {
    const unknown = brokenCopy('screens/guide-grid-list.json', (s) => void (s.source.url = '/TBaseGridController/gridNewLists'));
    expect(problemsOf(unknown)).toEqual(['screens/guide-grid-list.json $.source.url: source 的 GET /TBaseGridController/gridNewLists 不是服务注册表中的接口（src/shared/services）']);
    const method = brokenCopy('screens/guide-grid-list.json', (s) => void (s.source.method = 'POST'));
    expect(problemsOf(method)).toEqual(['screens/guide-grid-list.json $.source.url: source 的 POST /TBaseGridController/gridNewList 不是服务注册表中的接口（src/shared/services）']);
  });

  it('takes formFrom only from an existing list of the same entity with a form, and not beside a form of its own', () => {
    const missing = brokenCopy('screens/guide-grid-list.json', (s) => void (s.formFrom = 'grid-lists'));
    expect(problemsOf(missing)).toEqual(['screens/guide-grid-list.json $.formFrom: 页面 grid-lists 不存在']);
    const other = brokenCopy('screens/guide-grid-list.json', (s) => void (s.formFrom = 'quartz-job-list'));
    expect(problemsOf(other)).toEqual(['screens/guide-grid-list.json $.formFrom: 页面 quartz-job-list 的实体 quartzJob 与本页的 grid 不同']);
    const both = brokenCopy('screens/guide-grid-list.json', (s) => void (s.form = { schema: { type: 'object', properties: { gridName: {} } } }));
    expect(problemsOf(both)).toEqual(['screens/guide-grid-list.json $.formFrom: form 与 formFrom 只能有一个']);
    const none = brokenCopy('screens/guide-grid-list.json', (s) => void delete s.formFrom);
    expect(problemsOf(none)).toEqual([
      'screens/guide-grid-list.json $.columns[0].link: 列链接打开表单弹窗，但页面没有 form',
      'screens/guide-grid-list.json $.toolbar[0]: 操作 add 需要 form',
      'screens/guide-grid-list.json $.rowActions[0]: 操作 edit 需要 form',
    ]);
  });

  it('takes a preset only of readable properties of the list’s entity', () => {
    const unknown = brokenCopy('screens/volunteer-list.json', (s) => void (s.preset = { forceKind: '5' }));
    expect(problemsOf(unknown)).toEqual(['screens/volunteer-list.json $.preset.forceKind: 属性 forceKind 不在实体 workForce 中']);
    const empty = brokenCopy('screens/volunteer-list.json', (s) => void (s.preset = {}));
    expect(problemsOf(empty).join()).toContain('screens/volunteer-list.json $.preset');
  });

  it('refuses a field dialog action whose component is not registered or whose value is not an entity property', () => {
    const dir = brokenCopy('screens/event-list.json', (s) => void Object.assign(s.rowActions[0], { component: 'ProcessDetails', value: 'matterInst' }));
    expect(problemsOf(dir)).toEqual([
      'screens/event-list.json $.rowActions[0].component: 组件 ProcessDetails 未在注册表中（renderer/registry-names.ts）',
      'screens/event-list.json $.rowActions[0].value: 属性 matterInst 不在实体 eventProc 中',
    ]);
    // A list with its own source may name a member of the source's rows (我的任务's matterInstId): only its route knows them.
    const sourced = brokenCopy('screens/guide-grid-list.json', (s) => void Object.assign(s.rowActions[1], { value: 'gridNo' }));
    expect(problemsOf(sourced)).toEqual([]);
  });

  it('refuses a sub-screen or a menu naming a screen that does not exist', () => {
    const sub = brokenCopy('screens/dict-list.json', (s) => void (s.rowActions[1].screen = 'dict-items'));
    expect(problemsOf(sub)).toEqual(['screens/dict-list.json $.rowActions[1].screen: 页面 dict-items 不存在']);
    const menu = brokenCopy('menus.json', (m) => {
      m.find((n: any) => n.path === '/grid').children[0].component = 'schema/grids';
    });
    expect(problemsOf(menu)).toEqual([expect.stringMatching(/^menus\.json \$\[\d+\]\.children\[0\]\.component: 页面 grids 不存在/)]);
  });

  it('asks a screen menu for the entity\'s list permission, unless the screen reads its rows from its own source', () => {
    const dir = brokenCopy('menus.json', (m) => {
      const event = m.find((n: any) => n.path === '/event').children;
      event.find((n: any) => n.path === '/event/list').perms = 'event:edit';
      delete event.find((n: any) => n.path === '/event/todo').perms;
    });
    expect(problemsOf(dir)).toEqual([expect.stringMatching(/^menus\.json \$\[\d+\]\.children\[\d+\]\.perms: 页面菜单应要求 event:list，否则看得到菜单却读不到数据$/)]);
  });

  it('refuses a menu icon @ant-design/icons does not have, and takes any that it has', () => {
    const dir = brokenCopy('menus.json', (m) => {
      m.find((n: any) => n.path === '/grid').icon = 'no-such-icon';
      m.find((n: any) => n.path === '/dictionary').icon = 'HomeFilled';
      m.find((n: any) => n.path === '/system').icon = 'cloud-server';
    });
    expect(problemsOf(dir)).toEqual([expect.stringMatching(/^menus\.json \$\[\d+\]\.icon: 图标 no-such-icon 不存在/)]);
  });

  it('refuses an x-reactions call of a function the scope lacks, a dependency on no field and an x-validator rule that does not exist', () => {
    const dir = brokenCopy('screens/grid-list.json', (s) => {
      gridFields(s).partOrgCode['x-reactions'].fulfill.run = "{{$deps[0] === '4' && wipeField($self)}}";
      gridFields(s).partOrgCode['x-reactions'].dependencies.push('partOrgKind');
      gridFields(s).gridCode['x-validator'].push('phoneNumber');
    });
    expect(problemsOf(dir)).toEqual([
      `screens/grid-list.json ${GRID_FORM}.gridCode.x-validator[1]: 校验规则 phoneNumber 不存在（validators/rules.ts）`,
      `screens/grid-list.json ${GRID_FORM}.partOrgCode.x-reactions: 联动依赖的字段 partOrgKind 不在同一表单中`,
      `screens/grid-list.json ${GRID_FORM}.partOrgCode.x-reactions: 联动调用的函数 wipeField 不在 scope 中（renderer/scope.ts）`,
    ]);
  });

  it('checks entities: dictionary codes, names in x-entity, unknown rules', () => {
    const dir = brokenCopy('entities/t-base-grid.json', (e) => {
      e.properties.dicGridType['x-dict'] = 'DIC_NO_SUCH';
      e['x-entity'].regionScope = 'gridKode';
      e.properties.orgTel['x-rule'] = 'phoneNumber';
    });
    expect(problemsOf(dir)).toEqual([
      'entities/t-base-grid.json $.x-entity.regionScope: 属性 gridKode 不存在',
      'entities/t-base-grid.json $.properties.dicGridType.x-dict: 字典 DIC_NO_SUCH 不在 schemas/dicts 中',
      'entities/t-base-grid.json $.properties.orgTel.x-rule: 校验规则 phoneNumber 不存在（validators/rules.ts）',
    ]);
  });

  it('checks the names of x-entity tree, clearWhen and uniqueAcross', () => {
    const dir = brokenCopy('entities/t-part-org.json', (e) => {
      e['x-entity'].tree.parent = 'pid';
      e['x-entity'].clearWhen[0].if = 'orgType';
      e['x-entity'].uniqueAcross = [{ field: 'orgCode', entity: 'grid', property: 'orgCode', message: '当前党组织代码已存在' }, { field: 'orgCode', entity: 'noSuch', property: 'x', message: 'x' }];
    });
    expect(problemsOf(dir)).toEqual([
      'entities/t-part-org.json $.x-entity.tree.parent: 属性 pid 不存在',
      'entities/t-part-org.json $.x-entity.clearWhen[0].if: 属性 orgType 不存在',
      'entities/t-part-org.json $.x-entity.uniqueAcross[0].property: 实体 grid 没有属性 orgCode',
      'entities/t-part-org.json $.x-entity.uniqueAcross[1].entity: 实体 noSuch 不存在',
    ]);
  });

  it('checks dictionaries and seed rows against their entity', () => {
    const dict = brokenCopy('dicts/dic-grid-type.json', (d) => void d.items.push({ value: '1', text: '重复' }));
    expect(problemsOf(dict)).toEqual(['dicts/dic-grid-type.json $.items[3].value: 字典项的值 1 重复']);
    const seed = brokenCopy('seed/grids.json', (rows) => void (rows[1].gridCode = '21010200100200X'));
    expect(problemsOf(seed)).toEqual(['seed/grids.json $[1].gridCode: 网格编号为社区编码加3位数字']);
  });

  it('reports a file that is not JSON', () => {
    const dir = brokenCopy('screens/grid-list.json', () => undefined);
    fs.writeFileSync(path.join(dir, 'screens/grid-list.json'), '{ "id": ');
    const problems = problemsOf(dir);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^screens\/grid-list\.json \$: 不是有效的JSON/);
  });
});
