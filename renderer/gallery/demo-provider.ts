/**
 * A DataProvider held in the browser, for the widget gallery: every method becomes the (method, url, params) request
 * the real client sends and is answered from an entry's `demo` list (schemas/gallery). Nothing reaches a server.
 * A request with no answer is recorded in `misses` and rejects with a message naming it, so a gallery file that
 * forgets an answer shows (and fails its snapshot test) instead of silently showing an empty widget.
 */
import type { EntitySchema } from '@shared/entity-meta';
import type { DataProvider, ListResult, Params, Values } from '../data-provider';
import type { ScreenSchema } from '../screens/screen-schema';
import type { DemoAnswer, HttpMethod } from './gallery-entry';

export interface DemoRequest {
  method: HttpMethod;
  url: string;
  params: Params;
}

export type DemoProvider = DataProvider & {
  /** Requests no answer matched, in order. */
  readonly misses: DemoRequest[];
  /** Every request made, in order (tests read it). */
  readonly requests: DemoRequest[];
  /** How many answered requests are still on their way to the widget (0: nothing in flight). */
  inFlight(): number;
};

export const DEMO_SAVED = '演示：已保存';

/** The path a request is keyed by: leading slash, no /api prefix, no query string (its values join the params). */
export function normalizeUrl(url: string, params: Params = {}): { url: string; params: Params } {
  const [pathPart, query] = url.split('?');
  const merged: Params = { ...Object.fromEntries(new URLSearchParams(query ?? '')), ...params };
  const withSlash = pathPart.startsWith('/') ? pathPart : `/${pathPart}`;
  return { url: withSlash.replace(/^\/api(?=\/)/, ''), params: merged };
}

const sameValue = (a: unknown, b: unknown) =>
  typeof a === 'object' || typeof b === 'object' ? JSON.stringify(a) === JSON.stringify(b) : String(a) === String(b);

/** Whether an answer fits a request: same method and path, and every `match` param equal. */
export function answers(answer: DemoAnswer, request: DemoRequest): boolean {
  if (answer.method !== request.method || normalizeUrl(answer.url).url !== request.url) return false;
  return Object.entries(answer.match ?? {}).every(([k, v]) => sameValue(request.params[k], v));
}

/** A plain array of rows as one page of a list answer. */
export function pageOf(rows: Values[], params: Params): ListResult {
  const size = Math.max(1, Number(params.pageSize ?? 10) || 10);
  const current = Math.max(1, Number(params.pageNo ?? 1) || 1);
  return { records: rows.slice((current - 1) * size, current * size), total: rows.length, current, size, pages: Math.ceil(rows.length / size) };
}

const clone = <T>(value: T): T => (value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T));

/** A grey picture with the file's name, for stored paths the demo cannot fetch (no request leaves the browser). */
function placeholderImage(name: string): string {
  const label = name
    .split('/')
    .pop()!
    .replace(/[<>&"']/g, '');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="120"><rect width="100%" height="100%" fill="#f0f0f0"/><text x="50%" y="50%" font-size="12" text-anchor="middle" fill="#888">${label}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export interface DemoProviderOptions {
  answers?: DemoAnswer[];
  /** Screens a screen sample shows, by id (answered before any `/schema/screen/{id}` answer). */
  screens?: Record<string, { screen: ScreenSchema; entity: EntitySchema }>;
}

export function demoProvider(options: DemoProviderOptions = {}): DemoProvider {
  const list = clone(options.answers ?? []);
  const misses: DemoRequest[] = [];
  const requests: DemoRequest[] = [];
  const uploads = new Map<string, string>();
  let nextId = 1;

  const find = (method: HttpMethod, rawUrl: string, rawParams: Params = {}, optional = false): { found: boolean; result: unknown } => {
    const { url, params } = normalizeUrl(rawUrl, rawParams);
    const request = { method, url, params };
    requests.push(request);
    const hit = list.find((a) => answers(a, request));
    if (!hit && !optional) misses.push(request);
    return { found: Boolean(hit), result: hit ? clone(hit.result) : undefined };
  };
  let flying = 0;
  const resolve = async (method: HttpMethod, url: string, params?: Params): Promise<unknown> => {
    const { found, result } = find(method, url, params);
    flying++;
    try {
      // A real answer arrives in a later task; so does this one, as widgets expect.
      await new Promise((done) => setTimeout(done, 0));
    } finally {
      flying--;
    }
    if (!found) throw new Error(`演示数据中没有 ${method} ${normalizeUrl(url).url} 的答复`);
    return result;
  };
  /** The rows of a list answer kept in memory, so demo writes show up in the list. */
  const rowsOf = (api: string): Values[] | undefined => {
    const answer = list.find((a) => a.method === 'GET' && normalizeUrl(a.url).url === normalizeUrl(`${api}/list`).url && !a.match);
    return Array.isArray(answer?.result) ? (answer.result as Values[]) : undefined;
  };
  const saved = (result?: unknown) => ({ message: DEMO_SAVED, result });

  return {
    misses,
    requests,
    inFlight: () => flying,
    async list({ api, params }) {
      const result = await resolve('GET', `${api}/list`, params);
      return Array.isArray(result) ? pageOf(result as Values[], params) : (result as ListResult);
    },
    getOne: async ({ api, id }) => {
      const row = rowsOf(api)?.find((r) => String(r.id) === id);
      return row ? clone(row) : ((await resolve('GET', `${api}/queryById`, { id })) as Values);
    },
    async create({ api, values }) {
      const row = { ...values, id: `demo${nextId++}` };
      rowsOf(api)?.unshift(row);
      return saved(clone(row));
    },
    async update({ api, values }) {
      const rows = rowsOf(api);
      const at = rows?.findIndex((r) => String(r.id) === String(values.id)) ?? -1;
      if (rows && at >= 0) rows[at] = { ...rows[at], ...values };
      return saved();
    },
    async remove({ api, id }) {
      const rows = rowsOf(api);
      if (rows) rows.splice(0, rows.length, ...rows.filter((r) => String(r.id) !== id));
      return saved();
    },
    async removeMany({ api, ids }) {
      const rows = rowsOf(api);
      if (rows) rows.splice(0, rows.length, ...rows.filter((r) => !ids.includes(String(r.id))));
      return saved();
    },
    exportXls: async () => Promise.reject(new Error('演示页面不导出文件')),
    importExcel: async () => Promise.reject(new Error('演示页面不导入文件')),
    // Like the real one: a dictionary that cannot be loaded gives no options (the miss is still recorded).
    dictItems: async ({ dictCode }) => (await resolve('GET', `/sys/dict/getDictItems/${dictCode}`).catch(() => [])) as never,
    loadDict: async ({ dict, keyword, pageSize }) => (await resolve('GET', `/sys/dict/loadDict/${dict}`, { keyword, pageSize: pageSize ?? 10 })) as never,
    loadDictItem: async ({ dict, keys }) => (await resolve('GET', `/sys/dict/loadDictItem/${dict}`, { key: keys.join(',') })) as never,
    loadTreeData: async (p) => (await resolve('GET', '/sys/dict/loadTreeData', { ...p })) as never,
    categoryTree: async (p) => (await resolve('GET', '/sys/category/loadTreeData', { ...p })) as never,
    regionTree: async ({ regionCode }) => (await resolve('GET', '/sys/user/getRegionTreeOrListBody', { regionCode })) as never,
    userRegion: async () => (await resolve('GET', '/sys/user/userRegion')) as never,
    async upload({ file }) {
      const path = `demo/${nextId++}/${file.name}`;
      uploads.set(path, typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : placeholderImage(file.name));
      return path;
    },
    async uploadImage({ file, onProgress }) {
      onProgress?.(100);
      const path = `demo/${nextId++}/${file.name}`;
      uploads.set(path, typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : placeholderImage(file.name));
      return { path, url: `/sys/common/static/${path}` };
    },
    fileUrl: ({ path }) => uploads.get(path) ?? (/^(data:|blob:)/.test(path) ? path : placeholderImage(path)),
    async screen({ id }) {
      const given = options.screens?.[id];
      return given ? clone(given) : ((await resolve('GET', `/schema/screen/${id}`)) as { screen: ScreenSchema; entity: EntitySchema });
    },
    async call({ method, url, params, data }) {
      const body = data && typeof data === 'object' && !Array.isArray(data) ? (data as Params) : {};
      const { url: path, params: all } = normalizeUrl(url, { ...body, ...params });
      const result = await resolve(method, path, all);
      return Array.isArray(result) && (all.pageNo !== undefined || all.pageSize !== undefined) ? pageOf(result as Values[], all) : result;
    },
    // Server checks answer "free" unless an answer says otherwise, as the real ones do when a request fails.
    duplicateCheck: async (p) => (find('GET', '/sys/duplicate/check', p, true).result as string | undefined) ?? null,
    checkRule: async (p) => (find('GET', '/sys/checkRule/checkByCode', p, true).result as string | undefined) ?? null,
    reloadDicts: async () => undefined,
  };
}
