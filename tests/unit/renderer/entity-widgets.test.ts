/** The entity decides a field's widget: a screen field `{}` of a region, area, file, picked row, dictionary or date property. */
import { describe, expect, it } from 'vitest';
import { entityFieldSchema } from '../../../renderer/schema/field-schema';
import { EntityCatalog } from '../../../src/server/entities/catalog';
import type { EntitySchema } from '../../../src/shared/entity-meta';

const entity = {
  $id: 'widgetFixture',
  type: 'object',
  'x-entity': { table: 't_widget_fixture', api: '/WidgetFixtureController', permission: 'widgetFixture' },
  properties: {
    regionCode: { type: 'string', title: '所属区域', 'x-region': true },
    gridCode: { type: 'string', title: '所属网格', 'x-region': 'grid' },
    areaCode: { type: 'string', title: '籍贯', 'x-area': true },
    files: { type: 'string', title: '附件', 'x-file': true },
    content: { type: 'string', title: '内容', 'x-html': true },
    kind: { type: 'string', title: '类别', 'x-dict': 'sex' },
    day: { type: 'string', title: '日期', format: 'date' },
  },
} as unknown as EntitySchema;

const component = (name: string, use: 'form' | 'query' = 'form', node = {}) => entityFieldSchema(entity, name, node, use)['x-component'];

/** The shipped entities as the server loads them (the catalog resolves what each x-pick's picker needs). */
const catalog = new EntityCatalog('schemas');
const field = (entityId: string, name: string, use: 'form' | 'query' = 'form', node = {}) => {
  const schema = entityFieldSchema(catalog.get(entityId), name, node, use);
  return { component: schema['x-component'], props: schema['x-component-props'] as Record<string, unknown> };
};

describe('a screen field {} takes its widget from the entity', () => {
  it('in a form: region tree, area cascader, file upload, rich text, dictionary select, date picker', () => {
    expect(['regionCode', 'gridCode', 'areaCode', 'files', 'content', 'kind', 'day'].map((n) => component(n))).toEqual([
      'RegionTreeSelect',
      'RegionTreeSelect',
      'AreaSelect',
      'FileUpload',
      'RichText',
      'DictSelect',
      'DatePicker',
    ]);
    expect(entityFieldSchema(entity, 'gridCode', {}, 'form')['x-component-props']).toMatchObject({ gridOnly: true });
  });

  it('unless the screen names another component', () => {
    expect(component('files', 'form', { 'x-component': 'ImageUpload' })).toBe('ImageUpload');
  });
});

describe('an x-pick property {} gets the picker of the picked entity', () => {
  it('a building: the business select over the building list, storing its id and showing its name', () => {
    const { component, props } = field('house', 'buildingId');
    expect(component).toBe('BizSelect');
    expect(props).toMatchObject({
      api: '/TBaseBuildingController',
      name: '楼栋',
      multiple: false,
      returnKeys: ['id', 'id'],
      displayKey: 'buildingName',
      queryParamCode: 'buildingName',
      queryParamText: '楼栋名称',
    });
    expect((props.columns as Array<{ title: string }>).map((c) => c.title)).toEqual(['楼栋名称', '所属网格', '楼栋地址']);
  });

  it('several tenants: a multiple select', () => {
    expect(field('sysUser', 'relTenantIds')).toMatchObject({ component: 'BizSelect', props: { api: '/sys/tenant', multiple: true, displayKey: 'name' } });
  });

  it('users, departments and roles: their own pickers, storing the key the x-pick names', () => {
    expect(field('sysAnnouncement', 'userIds')).toMatchObject({ component: 'UserSelect', props: { store: 'id', multiple: true } });
    expect(field('focusPerson', 'gridStaff')).toMatchObject({ component: 'UserSelect', props: { store: 'username', multiple: false } });
    expect(field('sysUser', 'orgCode')).toMatchObject({ component: 'DepartSelect', props: { store: 'orgCode', multiple: false } });
    expect(field('sysUserRole', 'roleId')).toMatchObject({ component: 'RoleSelect', props: { store: 'id', multiple: false } });
  });

  it('a screen that names its picker keeps it, its own props winning', () => {
    const { component, props } = field('house', 'buildingId', 'form', {
      'x-component': 'BizSelect',
      'x-component-props': { name: '所在楼栋', columns: [{ title: '楼栋编号', dataIndex: 'buildingNo' }] },
    });
    expect(component).toBe('BizSelect');
    expect(props).toMatchObject({ name: '所在楼栋', columns: [{ title: '楼栋编号', dataIndex: 'buildingNo' }], api: '/TBaseBuildingController' });
  });
});

describe('a query field {} takes its search widget from the entity', () => {
  it('region tree (grids offered, anything below the chosen region found), area cascader, dictionary, date range', () => {
    expect(['regionCode', 'gridCode', 'areaCode', 'kind', 'day'].map((n) => component(n, 'query'))).toEqual([
      'RegionTreeSelect',
      'RegionTreeSelect',
      'AreaSelect',
      'DictSelect',
      'DatePicker.RangePicker',
    ]);
    const grid = entityFieldSchema(entity, 'gridCode', {}, 'query')['x-component-props'];
    expect(grid).toMatchObject({ grids: true, selectOwn: true, matchBelow: true });
    expect(grid).not.toHaveProperty('gridOnly');
    expect(entityFieldSchema(entity, 'regionCode', {}, 'query')['x-component-props']).toMatchObject({ grids: false, matchBelow: true });
  });

  it('a picked row: the same picker as in the form', () => {
    expect(field('house', 'buildingId', 'query')).toMatchObject({
      component: 'BizSelect',
      props: { api: '/TBaseBuildingController', displayKey: 'buildingName' },
    });
    expect(field('focusPerson', 'gridStaff', 'query')).toMatchObject({ component: 'UserSelect', props: { store: 'username' } });
  });
});
