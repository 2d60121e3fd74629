import { fieldLabel, primaryKeyOf, type EntitySchema, type PropertySchema } from '../../../shared/entity-meta.js';
import type { Page } from '../../../shared/envelope.js';
import { columnDict, type ReportDefinition } from '../../../shared/report-meta.js';
import type { ReportColumnInfo, ReportColumns, ReportQueryInfo, ReportRow } from '../../../shared/services/report.js';
import type { Db } from '../../db/connect.js';
import { dictItemsOf } from '../dict-service.js';
import { dictText } from '../crud/dict-text.js';

/** JeecgBoot shows the first two query fields and the rest on 展开. */
const SHOWN_QUERY_FIELDS = 2;

/** getRpColumns: the columns as antd table columns, with the items of each dictionary column (JeecgBoot queryColumnInfo). */
export async function reportColumns(db: Db, report: ReportDefinition, entity: EntitySchema): Promise<ReportColumns> {
  const dictOptions: ReportColumns['dictOptions'] = {};
  const columns: ReportColumnInfo[] = [];
  for (const c of report.columns) {
    const prop = entity.properties[c.field];
    const dict = columnDict(entity, c);
    const column: ReportColumnInfo = {
      title: c.title ?? fieldLabel(entity, c.field),
      dataIndex: c.field,
      fieldType: fieldType(prop),
      align: 'center',
      sorter: c.sorter !== false,
    };
    if (c.width) column.width = c.width;
    if (dict) {
      dictOptions[c.field] = await dictItemsOf(db, dict);
      column.customRender = c.field;
    }
    if (dict || prop['x-region']) column.textField = `${c.field}_dictText`;
    columns.push(column);
  }
  return { columns, dictOptions, cgRpConfigId: report.code, cgRpConfigName: report.title, fieldHrefSlots: [], isGroupTitle: false };
}

/** getQueryInfo: the query fields, JeecgBoot's getAutoListQueryInfo items. */
export function reportQueryInfo(report: ReportDefinition, entity: EntitySchema): ReportQueryInfo[] {
  return (report.query ?? []).map((q, i) => {
    const prop = entity.properties[q.field];
    const dict = prop['x-dict'] as string | undefined;
    const item: ReportQueryInfo = {
      label: q.title ?? fieldLabel(entity, q.field),
      field: q.field,
      mode: q.mode ?? 'single',
      view: dict ? 'list' : fieldType(prop),
    };
    if (dict) item.dictCode = dict;
    if (i >= SHOWN_QUERY_FIELDS) item.hidden = '1';
    return item;
  });
}

/**
 * A page of the generic list cut down to what the report shows: the key, the columns, and `<field>_dictText` of
 * dictionary and region columns (a column's own dictionary is looked up here; the list already has the entity's).
 */
export async function reportRows(db: Db, report: ReportDefinition, entity: EntitySchema, page: Page<ReportRow>): Promise<Page<ReportRow>> {
  const pk = primaryKeyOf(entity);
  const ownDicts = new Map<string, Map<string, string>>();
  for (const c of report.columns) {
    if (c.dict && c.dict !== entity.properties[c.field]['x-dict'])
      ownDicts.set(c.field, new Map((await dictItemsOf(db, c.dict)).map((i) => [i.value, i.text])));
  }
  const records = page.records.map((row) => {
    const out: ReportRow = { [pk]: row[pk] };
    for (const c of report.columns) {
      out[c.field] = row[c.field];
      const text = `${c.field}_dictText`;
      if (ownDicts.has(c.field)) out[text] = dictText(ownDicts.get(c.field), row[c.field]);
      else if (text in row) out[text] = row[text];
    }
    return out;
  });
  return { ...page, records };
}

function fieldType(prop: PropertySchema): string {
  if (prop.format === 'date') return 'date';
  if (prop.format === 'date-time' || prop.format === 'date-time-cn') return 'datetime';
  return prop.type ?? 'string';
}
