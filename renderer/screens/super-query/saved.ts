/** Where saved queries live: this browser (002 §7: local storage, key prefixed with the page path) or the server. */
import { superQuery } from '@shared/services';
import type { DataProvider } from '../../data-provider';
import type { MatchType, QueryItem, SavedQuery } from './model';

/** The local storage key of a screen's saved queries: the page path first, as 002 §9 says. */
export const storageKey = (pagePath: string, screenId: string): string => `${pagePath}:JSuperQuerySaved_${screenId}`;

export function readLocal(storage: Storage, key: string): SavedQuery[] {
  try {
    const list = JSON.parse(storage.getItem(key) ?? '[]') as unknown;
    return Array.isArray(list) ? list.filter((q): q is SavedQuery => !!q && typeof q.title === 'string' && Array.isArray(q.records)) : [];
  } catch {
    return [];
  }
}

export function writeLocal(storage: Storage, key: string, list: SavedQuery[]): void {
  storage.setItem(key, JSON.stringify(list.map(({ title, matchType, records }) => ({ title, matchType, records }))));
}

/** The list with `query` in place of the one of the same title (overwrite), or appended. */
export function upsert(list: SavedQuery[], query: SavedQuery): SavedQuery[] {
  const at = list.findIndex((q) => q.title === query.title);
  return at < 0 ? [...list, query] : list.map((q, i) => (i === at ? query : q));
}

export const server = {
  list: async (provider: DataProvider, pageKey: string): Promise<SavedQuery[]> => {
    const rows = (await provider.call({ method: superQuery.list.method, url: superQuery.list.path, params: { pageKey } })) as Array<{
      id: string;
      title: string;
      matchType: MatchType;
      records: QueryItem[];
    }> | null;
    return (rows ?? []).map((r) => ({ id: r.id, title: r.title, matchType: r.matchType, records: r.records }));
  },
  save: async (provider: DataProvider, pageKey: string, q: SavedQuery): Promise<SavedQuery> => {
    const r = (await provider.call({
      method: superQuery.save.method,
      url: superQuery.save.path,
      data: { pageKey, title: q.title, matchType: q.matchType, records: q.records },
    })) as { id: string } | null;
    return { ...q, id: r?.id };
  },
  remove: (provider: DataProvider, id: string) => provider.call({ method: superQuery.remove.method, url: superQuery.remove.path, params: { id } }),
};
