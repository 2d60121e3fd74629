/**
 * The generic entity CRUD family: the JeecgBoot conventions every entity with an `x-entity.api` base follows
 * (list, add, edit, queryById, delete, deleteBatch, exportXls, importExcel).
 */
import { del, get, post, put, type ApiDef } from './define.js';
import type { Page } from './types.js';

export type Row = Record<string, unknown>;

export interface ListParams {
  pageNo?: number;
  pageSize?: number;
  column?: string;
  order?: 'asc' | 'desc';
  [filter: string]: unknown;
}

/** What an import answers: counts, and where rows that could not be imported were written (code 201 / 400). */
export interface ImportResult {
  totalCount: number;
  successCount: number;
  errorCount: number;
  /** Stored path of the workbook listing the bad rows with their reasons. */
  filePath?: string;
}

export interface CrudServices<T extends Row = Row> {
  list: ApiDef<ListParams, Page<T>>;
  add: ApiDef<Partial<T>, unknown>;
  edit: ApiDef<Partial<T>, unknown>;
  queryById: ApiDef<{ id: string }, T>;
  delete: ApiDef<{ id: string }, null>;
  deleteBatch: ApiDef<{ ids: string }, null>;
  exportXls: ApiDef<ListParams & { selections?: string; fileName?: string }, Blob>;
  importExcel: ApiDef<{ file: Blob }, ImportResult>;
}

const cache = new Map<string, CrudServices>();

/** The CRUD calls of one entity, e.g. crud('/TBaseGridController'). */
export function crud<T extends Row = Row>(apiBase: string): CrudServices<T> {
  const base = apiBase.replace(/\/+$/, '');
  let services = cache.get(base);
  if (!services) {
    services = {
      list: get(`${base}/list`),
      add: post(`${base}/add`),
      edit: put(`${base}/edit`),
      queryById: get(`${base}/queryById`),
      delete: del(`${base}/delete`),
      deleteBatch: del(`${base}/deleteBatch`),
      exportXls: get(`${base}/exportXls`, { download: true }),
      importExcel: post(`${base}/importExcel`, { send: 'multipart' }),
    };
    cache.set(base, services);
  }
  return services as unknown as CrudServices<T>;
}
