/** The renderer's DataProvider (renderer/data-provider.ts) over the service registry and the dictionary cache. */
import type { DataProvider, DictOption, TreeNode } from '@renderer/data-provider';
import type { ScreenSchema } from '@renderer/screens/screen-schema';
import { category, crud, dict, schema, upload } from '@shared/services';
import { reloadDictionaries } from '../features/account/session-actions';
import type { ApiDef, ParamsOf } from '@shared/services';
import { ApiError, downloadFile, http, staticUrl, withToken } from '../http';
import { bindCall, type Requester } from '../http/call';
import { cachedDictItems, putDictItems } from '../stores/dictionaries';
import { session } from '../stores/session';
import { onPush } from '../push/push-socket';
import { chainOf } from '@validators/region-code';

/** The user's region and those above it with their names, from regionNameList (province first, one per level). */
function regionChain(code: string, nameList: string | null | undefined): Array<{ code: string; name: string }> {
  const codes = chainOf(code);
  const names = (nameList ?? '').split(',').filter(Boolean);
  return names.length === codes.length ? codes.map((c, i) => ({ code: c, name: names[i] })) : [];
}

type RawNode = { key: string; value: string; title?: string; name?: string; leaf?: boolean | number; isLeaf?: boolean };

const toTreeNode = (n: RawNode): TreeNode => ({
  ...n,
  key: n.key,
  value: n.value,
  title: n.title ?? n.name ?? n.value,
  // Categories say leaf 1 / 0 (000 §3); dictionary trees say isLeaf or leaf as booleans.
  leaf: n.isLeaf ?? (typeof n.leaf === 'number' ? n.leaf === 1 : n.leaf),
});

/** Who the provider's calls are made as: the session's HTTP instance, or a preview's (the schema playground). */
export interface ProviderHost {
  http: Requester;
  /** The user's region code and region names (regionNameList), for userRegion. */
  user(): { regionCode?: string | null; regionNameList?: string | null } | null;
  /** The token images and downloads the browser fetches itself carry. */
  token(): string;
}

const sessionHost: ProviderHost = { http, user: () => session.userInfo, token: () => session.token };

/** The renderer's data provider over one HTTP instance (the app's own below, a preview's in the playground). */
export function createDataProvider(host: ProviderHost): DataProvider {
  const { call, fetchResult } = bindCall(host.http);

  /** A write: the envelope's message on success, an ApiError with the server's message otherwise. */
  async function done<D extends ApiDef<any, any>>(def: D, params: ParamsOf<D>): Promise<{ message: string; result?: unknown }> {
    const envelope = await call(def, params);
    if (!envelope.success) throw new ApiError(envelope.message || '操作失败', 200, envelope.code);
    return { message: envelope.message, result: envelope.result };
  }

  async function dictItems({ dictCode }: { dictCode: string }): Promise<DictOption[]> {
    const cached = cachedDictItems(dictCode);
    if (cached) return cached;
    try {
      const items = await fetchResult(dict.dictItems, { dictCode }, { notify: false });
      putDictItems(dictCode, items ?? []);
      return items ?? [];
    } catch {
      // A dictionary that cannot be loaded gives an empty option list, silently (000 §4).
      return [];
    }
  }
  return {
    list: ({ api, params }) => fetchResult(crud(api).list, params),
    getOne: ({ api, id }) => fetchResult(crud(api).queryById, { id }),
    create: ({ api, values }) => done(crud(api).add, values),
    update: ({ api, values }) => done(crud(api).edit, values),
    remove: ({ api, id }) => done(crud(api).delete, { id }),
    removeMany: ({ api, ids }) => done(crud(api).deleteBatch, { ids: ids.join(',') }),
    exportXls: ({ api, params, fileName, onProgress }) => downloadFile(crud(api).exportXls, params, fileName, onProgress, host.http),
    async importExcel({ api, file, onProgress }) {
      const envelope = await call(crud(api).importExcel, { file }, { notify: false, onUploadProgress: onProgress });
      if (!envelope.success) throw new ApiError(envelope.message || '导入失败', 200, envelope.code, false, envelope.result);
      return { message: envelope.message, result: envelope.result ?? undefined };
    },
    dictItems,
    loadDict: ({ dict: dictCode, keyword, pageSize }) => fetchResult(dict.loadDict, { dictCode, keyword, pageSize: pageSize ?? 10 }),
    loadDictItem: ({ dict: dictCode, keys }) => fetchResult(dict.loadDictItem, { dictCode, key: keys.join(',') }),
    loadTreeData: async (p) => (await fetchResult(dict.loadTreeData, p)).map(toTreeNode),
    categoryTree: async ({ pcode, pid, condition }) =>
      (await fetchResult(category.categoryTree, { pcode, pid, condition })).map((n) => toTreeNode(n as RawNode)),
    regionTree: ({ regionCode, withGrids }) => fetchResult(schema.regionTree, { regionCode, hasFRegion: true, ...(withGrids ? { withGrids } : {}) }),
    async userRegion() {
      const isAdmin = await fetchResult(schema.hasAdminRole, {});
      const user = host.user();
      const regionCode = user?.regionCode ?? '';
      return { regionCode, isAdmin: Boolean(isAdmin), ancestors: regionChain(regionCode, user?.regionNameList) };
    },
    fileUrl: ({ path }) => withToken(staticUrl(path), host.token()),
    upload: ({ file, biz, onProgress }) => fetchResult(upload.commonUpload, { file, biz: biz ?? 'temp' }, { onUploadProgress: onProgress }),
    async uploadImage({ file, biz, onProgress }) {
      const [image] = await fetchResult(upload.imageUpload, { file, biz: biz ?? 'notice' }, { onUploadProgress: onProgress });
      if (!image) throw new ApiError('上传失败', 200);
      return { path: image.path, url: image.url };
    },
    screen: async ({ id }) => {
      const r = await fetchResult(schema.screen, { id });
      return { screen: r.screen as ScreenSchema, entity: r.entity };
    },
    async call({ method, url, params, data }) {
      const res = await host.http.request({ method, url, params, data });
      const envelope = res.data as { success?: boolean; message?: string; code?: number; result?: unknown };
      if (envelope && envelope.success === false) throw new ApiError(envelope.message || '操作失败', res.status, envelope.code);
      return envelope?.result;
    },
    async duplicateCheck(params) {
      const envelope = await call(dict.duplicateCheck, params, { notify: false }).catch(() => null);
      return envelope && envelope.success === false ? envelope.message || '该值不可用，系统中已存在！' : null;
    },
    async checkRule(params) {
      const envelope = await call(dict.checkRule, params, { notify: false }).catch(() => null);
      return envelope && envelope.success === false ? envelope.message || '校验未通过' : null;
    },
    reloadDicts: reloadDictionaries,
    onPush: (listener) => onPush(() => listener()),
  };
}

export const dataProvider: DataProvider = createDataProvider(sessionHost);
