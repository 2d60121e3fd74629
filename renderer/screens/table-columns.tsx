import type { ReactNode } from 'react';
import type { ColumnsType } from 'antd/es/table';
import { Image, Tag, Typography } from 'antd';
import type { EntitySchema } from '@shared/entity-meta';
import { nowText } from '@shared/time';
import { useDataProvider, type Values } from '../data-provider';
import { columnEntry, type ColumnEntry, type TableParts } from './screen-schema';
import type { Sort } from './use-list-data';

const ELLIPSIS = 25;

/**
 * A cell's text: dictionary, region, area (x-area) and picked (x-pick) fields show `${name}_dictText` (filled by the server; the value itself when
 * it has no text), long text is cut at 25.
 */
function cellText(record: Values, name: string, named: boolean, html: boolean, format?: ColumnEntry['format']): string {
  const raw = named ? record[`${name}_dictText`] || record[name] : record[name];
  if (raw === undefined || raw === null) return '';
  if (format === 'epochMs') return Number.isFinite(Number(raw)) && raw !== '' ? nowText(Number(raw)) : String(raw);
  return html ? htmlText(String(raw)) : String(raw);
}

/** Rich text (x-html) in a cell is its words only; DOMParser's document is inert (no scripts run, no images load). */
function htmlText(html: string): string {
  return (new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** No value: what a column's `empty` text stands in for (0 and false are values). */
const isEmpty = (v: unknown) => v === undefined || v === null || v === '';

/** A stored image (its first path when several) as a thumbnail that opens larger. */
function ImageCell({ path }: { path: string }) {
  const provider = useDataProvider();
  return <Image width={48} height={48} src={provider.fileUrl({ path })} style={{ objectFit: 'cover' }} alt="" />;
}

/** What a cell shows: the column's `empty` or `filledText` when it has one for this value, else the text (long text cut). */
function cellContent(col: ColumnEntry, record: Values, text: string): ReactNode {
  const empty = isEmpty(record[col.name]);
  if (col.format === 'image' && !empty) return <ImageCell path={text.split(',')[0]} />;
  if (col.tag) return col.tag.values.some((v) => String(v) === String(record[col.name] ?? '')) ? <Tag color={col.tag.color}>{col.tag.text ?? text}</Tag> : null;
  if (empty && col.empty) return <Typography.Text type={col.empty.tone}>{col.empty.text}</Typography.Text>;
  if (!empty && col.filledText) return col.filledText;
  return col.ellipsis && text.length > ELLIPSIS ? <span title={text}>{text.slice(0, ELLIPSIS)}…</span> : text;
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
    // A titled column of a source route's own member has no property (check:schemas allows it only with a source).
    const prop = entity.properties[col.name] ?? (col.title ? {} : undefined);
    if (!prop) throw new Error(`列 ${col.name} 不在实体 ${entity.$id} 中`);
    const named = Boolean(prop['x-dict'] || prop['x-region'] || prop['x-pick'] || prop['x-area']);
    const html = Boolean(prop['x-html']);
    return {
      key: col.name,
      dataIndex: col.name,
      title: col.title ?? prop.title ?? col.name,
      width: col.width,
      align: col.align ?? 'center',
      fixed: col.fixed,
      sorter: col.sorter ?? false,
      sortOrder: sort.column === col.name ? (sort.order === 'asc' ? 'ascend' : 'descend') : null,
      render: (_: unknown, record: Values) => {
        const shown = cellContent(col, record, cellText(record, col.name, named, html, col.format));
        if (!col.link) return shown;
        return <Typography.Link onClick={() => open(col.link!, record)}>{shown}</Typography.Link>;
      },
    };
  });
}
