/** check:schemas on master-detail declarations (x-entity.details) and the forms that show a detail table. */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useEditedSchemas } from '../helpers/edited-schemas.js';
import { COMPONENT_NAMES } from '../../renderer/registry-names';
import { addDemoBook } from './demo-book';


const MASTER = 'entities/t-demo-purchase.json';
const DETAIL = 'entities/t-demo-purchase-item.json';

const { copyWith, problemsOf } = useEditedSchemas();
/** schemas/ with the demo library (its 采购申请 and 采购明细 pair), `edits` applied to files of it. */
const demoCopy = (edits: Record<string, (json: any) => unknown> = {}): string => copyWith(edits, addDemoBook);
const detailOf = (e: any) => e['x-entity'].details[0];

/** A list screen of the purchase requests whose form shows the detail table through `items` (ArrayTable: registered). */
function withScreen(dir: string, items: object): string {
  const screen = {
    id: 'demo-purchase-check', type: 'list', entity: 'demoPurchase', title: '采购申请', columns: ['title'],
    form: { schema: { type: 'object', properties: { title: {}, items } } },
  };
  fs.writeFileSync(path.join(dir, 'screens', 'demo-purchase-check.json'), JSON.stringify(screen));
  return dir;
}

describe('check:schemas on detail tables', () => {
  it('passes the demo pair and a form listing detail columns', () => {
    expect(problemsOf(withScreen(demoCopy(), { 'x-component': 'ArrayTable', 'x-component-props': { columns: ['itemName', { key: 'quantity', width: 90 }] } }))).toEqual([]);
  });

  it('refuses a detail entity that does not exist, and a property that is a column of the master', () => {
    const dir = demoCopy({ [MASTER]: (e) => void (e['x-entity'].details.push({ property: 'title', entity: 'nothing', foreignKey: 'x' })) });
    expect(problemsOf(dir)).toEqual([
      `${MASTER} $.x-entity.details[1].property: 明细属性 title 与实体的属性重名（明细不是主表的列）`,
      `${MASTER} $.x-entity.details[1].entity: 明细实体 nothing 不存在`,
    ]);
  });

  it('refuses a foreign key that is no property of the detail or does not refer to the master, and an order property that is no integer', () => {
    expect(problemsOf(demoCopy({ [MASTER]: (e) => void (detailOf(e).foreignKey = 'purchase') }))).toEqual([
      `${MASTER} $.x-entity.details[0].foreignKey: 明细实体 demoPurchaseItem 没有属性 purchase`,
    ]);
    expect(problemsOf(demoCopy({ [DETAIL]: (e) => void delete e.properties.purchaseId['x-ref'] }))).toEqual([
      `${MASTER} $.x-entity.details[0].foreignKey: 外键 demoPurchaseItem.purchaseId 须声明 "x-ref": "demoPurchase"`,
    ]);
    // The demo's own screen then lists a column the server would fill: refused as well.
    expect(problemsOf(demoCopy({ [MASTER]: (e) => void (detailOf(e).orderBy = 'itemName') }))).toEqual([
      `${MASTER} $.x-entity.details[0].orderBy: 排序属性 demoPurchaseItem.itemName 须为 integer（服务器写入行号）`,
      'screens/demo-purchase-list.json $.form.schema.properties.items.x-component-props.columns[0]: itemName 由服务器填写，不能作为明细表的列',
    ]);
  });

  it('refuses a detail entity with routes or a region scope of its own: it is reached only through its master', () => {
    const dir = demoCopy({ [DETAIL]: (e) => void Object.assign(e['x-entity'], { api: '/DemoPurchaseItemController', permission: 'demoPurchaseItem', regionScope: 'remark' }) });
    expect(problemsOf(dir)).toEqual([
      `${MASTER} $.x-entity.details[0].entity: 明细实体 demoPurchaseItem 不能声明 api：明细只经主表读写，范围随主表`,
      `${MASTER} $.x-entity.details[0].entity: 明细实体 demoPurchaseItem 不能声明 regionScope：明细的区域范围随主表`,
    ]);
  });

  it('refuses a key the meta-schema does not know', () => {
    // The entity is then unusable, so the demo's screen and its menu entry are refused too.
    expect(problemsOf(demoCopy({ [MASTER]: (e) => void (detailOf(e).cascade = true) }))).toEqual([
      `${MASTER} $.x-entity.details[0]: must NOT have additional properties: cascade`,
      'screens/demo-purchase-list.json $.entity: 实体 demoPurchase 不存在（或其文件有错误）',
      expect.stringMatching(/^menus\.json \$\[\d+\]\.children\[\d+\]\.component: 页面 demo-purchase-list 不存在/),
    ]);
  });

  it('refuses a form column naming no property of the detail, or one the server fills', () => {
    const dir = withScreen(demoCopy(), { 'x-component': 'ArrayTable', 'x-component-props': { columns: ['itemName', 'colour', { key: 'purchaseId' }, 'sortNo'] } });
    const at = 'screens/demo-purchase-check.json $.form.schema.properties.items.x-component-props.columns';
    expect(problemsOf(dir)).toEqual([`${at}[1]: 明细实体 demoPurchaseItem 没有属性 colour`, `${at}[2]: purchaseId 由服务器填写，不能作为明细表的列`, `${at}[3]: sortNo 由服务器填写，不能作为明细表的列`]);
  });

  it('refuses a picker column whose property declares no x-pick, and a fill naming no column of the detail', () => {
    const picker = { key: 'itemName', type: 'biz', fill: { remark: 'name', colour: 'name' }, props: { api: '/DemoBookController' } };
    const dir = withScreen(demoCopy(), { 'x-component': 'ArrayTable', 'x-component-props': { columns: [picker, { key: 'quantity', fill: { remark: 'x' } }] } });
    const at = 'screens/demo-purchase-check.json $.form.schema.properties.items.x-component-props.columns';
    expect(problemsOf(dir)).toEqual([
      `${at}[0].type: 列 itemName 是选择器（biz），其实体属性须声明 x-pick（服务器据此校验所选数据）`,
      `${at}[0].fill.colour: 明细实体 demoPurchaseItem 没有属性 colour`,
      `${at}[1].fill: fill 只用于 biz 列，应为“列 -> 所选行的属性”的对象`,
    ]);
  });

  it('passes the shipped 党建活动 participants, whose 居民 column picks a resident and fills name and phone', () => {
    const screen = JSON.parse(fs.readFileSync('schemas/screens/party-activity-list.json', 'utf8'));
    expect(screen.form.schema.properties.participants['x-component-props'].columns[0]).toMatchObject({ key: 'residentId', type: 'biz', fill: { memberName: 'name', phone: 'phone' } });
    expect(problemsOf(demoCopy())).toEqual([]);
  });

  it('refuses a detail node that would get the editable table while the registry lacks it', () => {
    const problems = problemsOf(withScreen(demoCopy(), { 'x-component-props': { columns: ['itemName'] } }));
    const missing = 'screens/demo-purchase-check.json $.form.schema.properties.items: 明细表默认使用的组件 EditableTable 未在注册表中（renderer/registry-names.ts）';
    expect(problems).toEqual(COMPONENT_NAMES.includes('EditableTable') ? [] : [missing]);
  });

  describe('a reverse relation (a tab over the masters whose detail rows point at the record)', () => {
    const RESIDENT = 'screens/resident-detail.json';
    const lastTab = (edit: (tab: any) => void) => (screen: any) => void edit(screen.tabs[screen.tabs.length - 1]);

    it("passes the shipped 居民详情 tab over the activities' participants", () => {
      const tab = JSON.parse(fs.readFileSync(RESIDENT.replace(/^/, 'schemas/'), 'utf8')).tabs.at(-1);
      expect(tab).toMatchObject({ screen: 'party-activity-list', through: 'participants', filter: { residentId: 'id' } });
      expect(problemsOf(demoCopy())).toEqual([]);
    });

    it('refuses the tab without `through`: the masters have no such property', () => {
      expect(problemsOf(demoCopy({ [RESIDENT]: lastTab((t) => delete t.through) }))).toEqual([`${RESIDENT} $.tabs[4].filter.residentId: 属性 residentId 不在实体 partyActivity 中`]);
    });

    it('refuses a detail table the master does not have, a property its rows lack and their key to the master', () => {
      expect(problemsOf(demoCopy({ [RESIDENT]: lastTab((t) => (t.through = 'members')) }))).toEqual([`${RESIDENT} $.tabs[4].through: 实体 partyActivity 没有明细表 members`]);
      expect(problemsOf(demoCopy({ [RESIDENT]: lastTab((t) => (t.filter = { personId: 'id', activityId: 'id' })) }))).toEqual([
        `${RESIDENT} $.tabs[4].filter.personId: 属性 personId 不在实体 partyActivityMember 中`,
        `${RESIDENT} $.tabs[4].filter.activityId: activityId 是明细行指向主表的键，不能作为反向关系的条件`,
      ]);
    });
  });
});
