/**
 * The online report API of JeecgBoot (002 §7 report popup) over the report files of schemas/reports. The report's
 * code is also its cgRpConfigId (reports are files, not rows). Shapes follow JeecgBoot's OnlCgreportAPI.
 */
import { get } from './define.js';
import type { Page } from './types.js';

/** A column as JeecgBoot's queryColumnInfo gives it (antd table column). */
export interface ReportColumnInfo {
  title: string;
  dataIndex: string;
  /** The entity property's type: string, integer, number, boolean, date, datetime. */
  fieldType: string;
  align: 'center';
  sorter: boolean;
  width?: number;
  /** Present when the column shows dictionary texts: the key of dictOptions. */
  customRender?: string;
  /** Present for dictionary and region columns: records carry the text as `<dataIndex>_dictText`. */
  textField?: string;
}

export interface ReportDictOption {
  value: string;
  text: string;
  title: string;
  label: string;
}

export interface ReportColumns {
  columns: ReportColumnInfo[];
  /** Items of each dictionary column, by dataIndex. */
  dictOptions: Record<string, ReportDictOption[]>;
  cgRpConfigId: string;
  cgRpConfigName: string;
  fieldHrefSlots: never[];
  isGroupTitle: false;
}

/** One query field (JeecgBoot getAutoListQueryInfo): view "list" has dictOptions[field]; "1" in hidden: shown on 展开. */
export interface ReportQueryInfo {
  label: string;
  field: string;
  mode: 'single' | 'group';
  view: string;
  dictCode?: string;
  hidden?: '1';
}

export type ReportRow = Record<string, unknown>;

export const columns = get<{ code: string }, ReportColumns>('/online/cgreport/api/getRpColumns/{code}');
export const queryInfo = get<{ id: string }, ReportQueryInfo[]>('/online/cgreport/api/getQueryInfo/{id}');
/** self_<param>, query fields (JeecgBoot value prefixes; <field>_begin/_end for ranges), column, order, pageNo, pageSize. */
export const data = get<{ id: string } & Record<string, unknown>, Page<ReportRow>>('/online/cgreport/api/getData/{id}');
