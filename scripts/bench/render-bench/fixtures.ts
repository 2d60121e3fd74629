/** The data both sides of the benchmark render: a 200-field entity and 1,000 grid rows. */
import { resolveEntity, type AuditSchema, type EntitySchema } from '@shared/entity-meta';
import type { DictOption } from '@renderer/data-provider';
import audit from '@schemas/common/audit.json';
import gridEntity from '@schemas/entities/t-base-grid.json';
import gridScreen from '@schemas/screens/grid-list.json';
import type { ListScreenSchema } from '@renderer/screens/screen-schema';

export const DICT: DictOption[] = [
  { value: '1', text: '综合网格' },
  { value: '2', text: '专属网格' },
  { value: '3', text: '其他网格' },
];

export const FIELD_COUNT = 200;
export const ROW_COUNT = 1000;

/** Field i: text (half), integer (a quarter) or dictionary (a quarter); every fifth is required. */
export const kindOf = (i: number): 'text' | 'number' | 'dict' => (i % 4 === 1 ? 'number' : i % 4 === 3 ? 'dict' : 'text');

export const bigEntity: EntitySchema = resolveEntity(
  {
    $id: 'bench',
    title: '基准',
    type: 'object',
    'x-entity': { table: 't_bench', api: '/Bench', permission: 'bench' },
    required: Array.from({ length: FIELD_COUNT }, (_, i) => `f${i}`).filter((_, i) => i % 5 === 0),
    properties: Object.fromEntries(
      Array.from({ length: FIELD_COUNT }, (_, i) => {
        const kind = kindOf(i);
        const prop =
          kind === 'number'
            ? { type: 'integer', title: `字段${i}`, minimum: 0, maximum: 9999 }
            : kind === 'dict'
              ? { type: 'string', title: `字段${i}`, 'x-dict': 'DIC_GRID_TYPE' }
              : { type: 'string', title: `字段${i}`, maxLength: 50 };
        return [`f${i}`, prop];
      }),
    ),
  } as EntitySchema,
  audit as AuditSchema,
);

export const bigScreen: ListScreenSchema = {
  id: 'bench',
  type: 'list',
  entity: 'bench',
  title: '基准',
  columns: ['f0'],
  form: {
    width: 1000,
    schema: {
      type: 'object',
      properties: {
        layout: {
          type: 'void',
          'x-component': 'Columns',
          'x-component-props': { columns: 2 },
          properties: Object.fromEntries(Array.from({ length: FIELD_COUNT }, (_, i) => [`f${i}`, {}])),
        },
      },
    },
  },
};

export const grid = resolveEntity(gridEntity as EntitySchema, audit as AuditSchema);
/** The grid list screen, showing all 1,000 rows on one page (a page size the schema format does not offer users). */
export const gridList = { ...(gridScreen as ListScreenSchema), pageSize: ROW_COUNT as 50 };

export const rows = Array.from({ length: ROW_COUNT }, (_, i) => ({
  id: `g${i}`,
  gridName: `第${i + 1}网格`,
  gridCode: `210102001002${String(i % 1000).padStart(3, '0')}`,
  dicGridType: DICT[i % 3].value,
  dicGridType_dictText: DICT[i % 3].text,
  partOrgName: `第${i + 1}网格党支部`,
  dicPartOrgType: '1',
  dicPartOrgType_dictText: '网格党支部',
  drawStatus: i % 2,
  drawStatus_dictText: i % 2 ? '已标绘' : '未标绘',
  createTime: '2026-11-21 10:00:00',
}));
