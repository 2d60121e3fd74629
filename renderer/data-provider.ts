/**
 * The contract between the generic renderer and the app that hosts it (src/client implements it, tests stub it).
 * Like refine's data provider: a plain object of async functions, each taking one params object.
 *
 * Errors: a method rejects with an Error whose message is meant for the user (the server's message). If the host
 * already showed it (for example its HTTP interceptor notified a 403), it sets `notified: true` on the error so the
 * renderer does not show it twice.
 */
import { createContext, useContext } from 'react';
import type { EntitySchema } from '@shared/entity-meta';
import type { ScreenSchema } from './screens/screen-schema';

export type Values = Record<string, unknown>;
export type Params = Record<string, unknown>;

/** A page of records, as the JeecgBoot-style `list` routes answer it. */
export interface ListResult<T = Values> {
  records: T[];
  total: number;
  current?: number;
  size?: number;
  pages?: number;
}

/** The answer of a write: the server's message (shown to the user, e.g. 添加成功！). */
export interface Done {
  message: string;
  /** What the server answered besides the message (an added row, with its id). */
  result?: unknown;
}

/** The answer of an import: the message, and the counts and error workbook when some rows could not be imported. */
export interface ImportOutcome extends Done {
  result?: { totalCount: number; successCount: number; errorCount: number; filePath?: string };
}

export interface UserRegion {
  regionCode: string;
  isAdmin: boolean;
  ancestors?: Array<{ code: string; name: string }>;
}

/** One dictionary option (sys/dict/getDictItems, loadDict). */
export interface DictOption {
  value: string;
  text: string;
  title?: string;
  label?: string;
  disabled?: boolean;
}

/** One node of a lazily loaded tree (dictionary tree, category tree). */
export interface TreeNode {
  key: string;
  value: string;
  title: string;
  /** True when the node has no children to load. */
  leaf?: boolean;
  disabled?: boolean;
  children?: TreeNode[];
  [k: string]: unknown;
}

/** One node of the region tree (sys/user/getRegionTreeOrListBody). */
export interface RegionNode {
  regionCode: string;
  regionName: string;
  /** Province 1 … community 5; a grid 6. */
  regionLevel?: number;
  children?: RegionNode[];
}

/** Parameters of sys/dict/loadTreeData (spec 000 §7.3). `condition` is a JSON string parsing to an object. */
export interface LoadTreeDataParams {
  pid?: string;
  tableName: string;
  text: string;
  code: string;
  pidField?: string;
  hasChildField?: string;
  condition?: string;
}

/** Hears how much of an upload has been sent, 0-100. */
export type UploadProgress = (percent: number) => void;

export interface DataProvider {
  /** GET `${api}/list`: params carry pageNo, pageSize, column, order and the query fields. */
  list(p: { api: string; params: Params }): Promise<ListResult>;
  /** GET `${api}/queryById?id=`. */
  getOne(p: { api: string; id: string }): Promise<Values>;
  /** POST `${api}/add`. */
  create(p: { api: string; values: Values }): Promise<Done>;
  /** PUT `${api}/edit` (values include the id). */
  update(p: { api: string; values: Values }): Promise<Done>;
  /** DELETE `${api}/delete?id=`. */
  remove(p: { api: string; id: string }): Promise<Done>;
  /** DELETE `${api}/deleteBatch?ids=a,b`. */
  removeMany(p: { api: string; ids: string[] }): Promise<Done>;
  /**
   * GET `${api}/exportXls` as a file download named fileName (warns 文件下载失败 when empty); `onProgress` hears the
   * bytes received so far and the row count the server announced (the file streams, so its size is not known first).
   */
  exportXls(p: { api: string; params: Params; fileName: string; onProgress?(p: { loaded: number; rows?: number }): void }): Promise<void>;
  /**
   * POST `${api}/importExcel` (multipart). Resolves to the message and counts; when every row was bad it rejects
   * with an error whose `result` carries the same counts and error workbook, not yet shown to the user.
   */
  importExcel(p: { api: string; file: File; onProgress?(percent: number): void }): Promise<ImportOutcome>;
  /** Items of a dictionary (the host caches them for 7 days); [] when the dictionary cannot be loaded. */
  dictItems(p: { dictCode: string }): Promise<DictOption[]>;
  /** GET sys/dict/loadDict/{dict}: search a table dictionary by keyword (pageSize default 10). */
  loadDict(p: { dict: string; keyword: string; pageSize?: number }): Promise<DictOption[]>;
  /** GET sys/dict/loadDictItem/{dict}?key=a,b: the texts of stored values of a table dictionary, in key order. */
  loadDictItem(p: { dict: string; keys: string[] }): Promise<string[]>;
  /** GET sys/dict/loadTreeData: one level of a table tree. */
  loadTreeData(p: LoadTreeDataParams): Promise<TreeNode[]>;
  /** GET sys/category/loadTreeData: one level of the category tree below pcode (or below node pid); condition as loadTreeData. */
  categoryTree(p: { pcode: string; pid?: string; condition?: string }): Promise<TreeNode[]>;
  /** The caller's region tree; `withGrids` adds each community's grids below it (within the caller's scope). */
  regionTree(p: { regionCode: string; withGrids?: boolean }): Promise<RegionNode[]>;
  /**
   * Who is looking, for the region rule (spec 002 §6): the user's region code, whether they hold an admin role, and
   * the regions above and including theirs (province first), whose names a field below them shows read-only.
   */
  userRegion(): Promise<UserRegion>;
  /** POST sys/common/upload (multipart file + biz); resolves to the stored path. `onProgress` hears 0-100 while sending. */
  upload(p: { file: File; biz?: string; onProgress?: UploadProgress }): Promise<string>;
  /**
   * POST UploadController/imgUpload (the rich-text editor's images, biz `notice`): the stored path and the URL to put
   * in the HTML (without the viewer's token: fileUrl adds that when shown).
   */
  uploadImage(p: { file: File; biz?: string; onProgress?: UploadProgress }): Promise<{ path: string; url: string }>;
  /** The URL that shows a stored path (static domain + path, token appended for protected files). */
  fileUrl(p: { path: string }): string;
  /** GET /api/schema/screen/{id}: a screen schema and the resolved entity schema it refers to (none for a dashboard). */
  screen(p: { id: string }): Promise<{ screen: ScreenSchema; entity: EntitySchema | null }>;
  /** Any other server call a schema names (e.g. GET sys/dict/refleshCache); resolves to the envelope's result. */
  call(p: { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; params?: Params; data?: unknown }): Promise<unknown>;
  /**
   * GET sys/duplicate/check: null when the value is free, else the message to show (the entity's own, as save gives it: 书号已存在).
   * A failed request answers null: the server checks again on save.
   */
  duplicateCheck(p: { tableName: string; fieldName: string; fieldVal: string; dataId?: string }): Promise<string | null>;
  /** GET sys/checkRule/checkByCode: null when the value passes the rule, else the rule's message. */
  checkRule(p: { ruleCode: string; value: string }): Promise<string | null>;
  /** Reloads the host's local dictionary cache from the server (after a cache refresh). */
  reloadDicts(): Promise<void>;
  /** Hears every push the server sends this user (the host's socket); answers the unsubscribe. Hosts without one leave it out. */
  onPush?(listener: () => void): () => void;
}

export const DataProviderContext = createContext<DataProvider | null>(null);

/** The provider of the nearest DataProviderContext; throws when the host forgot to mount one. */
export function useDataProvider(): DataProvider {
  const provider = useContext(DataProviderContext);
  if (!provider) throw new Error('DataProviderContext is missing: mount <DataProviderContext.Provider value={provider}>');
  return provider;
}

/** Permission checks for buttons: `can('grid:add')`. Default allows nothing, so a forgotten provider hides buttons. */
export interface Permissions {
  can(action: string): boolean;
  /**
   * Whether the user's roles grant the action at all, on whichever page its button belongs to (`can` answers for
   * the current page). A list of another entity embedded here asks it for that entity's own buttons. Optional.
   */
  granted?(action: string): boolean;
}

export const PermissionContext = createContext<Permissions>({ can: () => false });

export const usePermissions = (): Permissions => useContext(PermissionContext);

/**
 * How the renderer leaves a screen: workspace paths (a detail page, a form page) with query parameters. The host
 * routes them (src/client: react-router, a tab per path); the default changes the browser's location.
 */
export interface Navigator {
  open(p: { path: string; query?: Record<string, string> }): void;
  /** Whether the user has a page at `path` (their menu routes); an open action to a page they lack is not shown. */
  canOpen?(path: string): boolean;
}

export const NavigatorContext = createContext<Navigator>({
  open: ({ path, query }) => window.location.assign(path + (query && Object.keys(query).length ? `?${new URLSearchParams(query)}` : '')),
});

export const useNavigator = (): Navigator => useContext(NavigatorContext);

/** Whether an error was already shown to the user by the host. */
export function wasNotified(error: unknown): boolean {
  return Boolean(error && typeof error === 'object' && (error as { notified?: boolean }).notified);
}

/** A page the user may open, as a shortcut widget lists it. */
export interface WorkspaceShortcut {
  path: string;
  title: string;
  icon?: string | null;
}

/**
 * Who is working and where they may go, for the dashboards' greeting and shortcut widgets. The host fills it from its
 * session and menu (src/client); without a host the greeting shows no name and no shortcuts.
 */
export interface Workspace {
  userName?: string;
  /** The user's region from the top down (regionNameList). */
  regions?: string[];
  /** The greeting of the hour (000 §9). */
  greeting?: () => string;
  shortcuts?: WorkspaceShortcut[];
}

export const WorkspaceContext = createContext<Workspace>({});

export const useWorkspace = (): Workspace => useContext(WorkspaceContext);
