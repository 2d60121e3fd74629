import { describe, expect, it } from 'vitest';
import { useEditedSchemas } from '../helpers/edited-schemas.js';


const { copyWith: copyEdited, problemsOf } = useEditedSchemas();
/** A copy of schemas/ with each edit made to its JSON file in place (what it returns is ignored). */
const copyWith = (edits: Record<string, (json: any) => void>) =>
  copyEdited(Object.fromEntries(Object.entries(edits).map(([file, edit]) => [file, (json: any) => void edit(json)])));
const GRID = 'entities/t-base-grid.json';
const remark = (pick: unknown) => ({ [GRID]: (e: any) => void (e.properties.remark['x-pick'] = pick) });
const remarkField = (node: unknown) => (s: any) => void (s.form.schema.properties.layout.properties.remark = node);

describe('check:schemas and x-pick', () => {
  it('takes an x-pick naming an entity and its id or a unique property', () => {
    expect(problemsOf(copyWith(remark({ entity: 'sysUser', key: 'username', multiple: true })))).toEqual([]);
    expect(problemsOf(copyWith(remark({ entity: 'sysDepart', key: 'id' })))).toEqual([]);
  });

  it('refuses an unknown entity, an unknown key and a key that does not identify a row', () => {
    expect(problemsOf(copyWith(remark({ entity: 'sysOrg', key: 'id' })))).toEqual([`${GRID} $.properties.remark.x-pick.entity: 选择的实体 sysOrg 不存在`]);
    expect(problemsOf(copyWith(remark({ entity: 'sysUser', key: 'userName' })))).toEqual([`${GRID} $.properties.remark.x-pick.key: 实体 sysUser 没有属性 userName`]);
    expect(problemsOf(copyWith(remark({ entity: 'sysUser', key: 'realname' })))).toEqual([`${GRID} $.properties.remark.x-pick.key: sysUser.realname 不唯一，不能作为选择的键（应为 id 或唯一属性）`]);
  });

  it('refuses a picker field whose property has no x-pick, or one that disagrees with what the field stores', () => {
    const FIELD = 'screens/grid-list.json $.form.schema.properties.layout.properties.remark';
    const bare = copyWith({ 'screens/grid-list.json': remarkField({ 'x-component': 'UserSelect' }) });
    expect(problemsOf(bare)).toEqual([`${FIELD}.x-component: 字段 remark 使用 UserSelect，其实体属性须声明 "x-pick": { "entity": "sysUser", "key": "username", "multiple": true }（服务器据此校验所选数据）`]);
    const agreed = copyWith({ ...remark({ entity: 'sysUser', key: 'username', multiple: true }), 'screens/grid-list.json': remarkField({ 'x-component': 'UserSelect' }) });
    expect(problemsOf(agreed)).toEqual([]);
    const single = copyWith({ ...remark({ entity: 'sysUser', key: 'username', multiple: true }), 'screens/grid-list.json': remarkField({ 'x-component': 'UserSelect', 'x-component-props': { multiple: false } }) });
    expect(problemsOf(single)).toEqual([`${FIELD}.x-component-props.multiple: 字段 remark 的 UserSelect 只能单选，与实体属性的 x-pick.multiple 不一致`]);
    const other = copyWith({ ...remark({ entity: 'sysDepart', key: 'id' }), 'screens/grid-list.json': remarkField({ 'x-component': 'DepartSelect', 'x-component-props': { store: 'orgCode' } }) });
    expect(problemsOf(other)).toEqual([`${FIELD}.x-component: 字段 remark 的 DepartSelect 保存 sysDepart.orgCode，与实体属性的 x-pick（sysDepart.id）不一致`]);
    const badStore = copyWith({ 'screens/grid-list.json': remarkField({ 'x-component': 'RoleSelect', 'x-component-props': { store: 'roleName' } }) });
    expect(problemsOf(badStore)).toEqual([`${FIELD}.x-component-props.store: RoleSelect 的 store 只能是 id 或 roleCode`]);
  });
});
