/**
 * Saved advanced queries that follow the user to another browser (beyond 002 §7, which keeps them in the browser
 * only). Each user sees and changes only their own; `pageKey` is the page path plus the screen id.
 */
import { del, get, post } from './define.js';

export interface SavedQueryRecord {
  id: string;
  title: string;
  matchType: 'and' | 'or';
  /** The query's items as superQueryParams sends them: rows {field, rule, val, type, dictCode} and groups {matchType, children}. */
  records: unknown[];
  updateTime?: string | null;
}

export interface SaveQueryParams {
  pageKey: string;
  title: string;
  matchType: 'and' | 'or';
  records: unknown[];
}

/** The caller's saved queries of a page, newest first. */
export const list = get<{ pageKey: string }, SavedQueryRecord[]>('/sys/superQuery/list');
/** Adds, or replaces the caller's query of the same page and title (the dialog asked 该名称已存在，是否覆盖？ first). */
export const save = post<SaveQueryParams, SavedQueryRecord>('/sys/superQuery/save');
/** Deletes one of the caller's own saved queries. */
export const remove = del<{ id: string }, null>('/sys/superQuery/delete');
