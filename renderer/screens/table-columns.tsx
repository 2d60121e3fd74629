import type { ColumnsType } from 'antd/es/table';
import { Typography } from 'antd';
import type { EntitySchema } from '@shared/entity-meta';
import type { Values } from '../data-provider';
import { columnEntry, type ColumnEntry, type TableParts } from './screen-schema';
import type { Sort } from './use-list-data';

const ELLIPSIS = 25;

/**
 * A cell's text: dictionary, region and picked (x-pick) fields show `${name}_dictText` (filled by the server; the value itself when
 * it has no text), long text is cut at 25.
 */
function cellText(record: Values, name: string, named: boolean): string {
  const raw = named ? (record[`${name}_dictText`] || record[name]) : record[name];
  return raw === undefined || raw === null ? '' : String(raw);
}

/** antd columns of a list screen: titles from the entity, layout from the screen. */
export function tableColumns(
  screen: TableParts,
  entity: EntitySchema,
  sort: Sort,
  open: (link: NonNullable<ColumnEntry['link']>, record: Values) => void,
): ColumnsType<Values> {
  return screen.columns.map((c) => {
    const col = columnEntry(c);
    const prop = entity.properties[col.name];
    if (!prop) throw new Error(`列 ${col.name} 不在实体 ${entity.$id} 中`);
    const named = Boolean(prop['x-dict'] || prop['x-region'] || prop['x-pick']);
    return {
      key: col.name,
      dataIndex: col.name,
      title: prop.title ?? col.name,
      width: col.width,
      align: col.align ?? 'center',
      fixed: col.fixed,
      sorter: col.sorter ?? false,
      sortOrder: sort.column === col.name ? (sort.order === 'asc' ? 'ascend' : 'descend') : null,
      render: (_: unknown, record: Values) => {
        const text = cellText(record, col.name, named);
        const shown = col.ellipsis && text.length > ELLIPSIS ? <span title={text}>{text.slice(0, ELLIPSIS)}…</span> : text;
        if (!col.link) return shown;
        return <Typography.Link onClick={() => open(col.link!, record)}>{shown}</Typography.Link>;
      },
    };
  });
}
