/** Shapes of the answers the shell reads (000 §3). Entity rows are typed by the generated entity types. */
import type { Page } from '../envelope.js';

export type { Page };

export interface UserInfo {
  id: string;
  username: string;
  realname: string;
  avatar?: string | null;
  phone?: string | null;
  email?: string | null;
  orgCode?: string | null;
  regionCode?: string | null;
  regionName?: string | null;
  /** Province down to the user's own region, comma-separated. */
  regionNameList?: string | null;
  [k: string]: unknown;
}

export interface DictItem {
  value: string;
  text: string;
  label?: string;
  title?: string;
  disabled?: boolean;
  key?: string;
  leaf?: boolean;
}

export type AllDictItems = Record<string, DictItem[]>;

export interface LoginResult {
  token: string;
  userInfo: UserInfo;
  sysAllDictItems: AllDictItems;
  updatePwd?: boolean;
  enterSystem?: boolean;
  enterGuide?: boolean;
  multi_depart?: number;
  departs?: Depart[];
  subsystemList?: Array<{ subNeturl?: string; socketUrl?: string; userId?: string }>;
  spartServerNetAddr?: string;
  /** The tenants the user may enter today (JeecgBoot's tenantList); several: the user chooses one after login. */
  tenantList?: TenantChoice[];
  /** The tenant the session starts in: the only one of tenantList, else '' until chosen. */
  tenantId?: string;
}

/** A tenant the logged-in user may choose. */
export interface TenantChoice {
  id: string;
  name: string;
}

/** A button or data rule of the permission answer (000 §3), or in `auth` the code of a menu the user holds (type '1'). */
export interface AuthItem {
  action: string;
  describe?: string;
  /** '1' menu (its code, e.g. partyActivity:list: the list permission of an entity), '2' button. */
  type: string;
  status?: string;
}

export interface MenuMeta {
  title: string;
  icon?: string | null;
  url?: string | null;
  keepAlive?: boolean;
  internalOrExternal?: boolean;
  componentName?: string | null;
  permissionList?: AuthItem[];
  /** Permission code of the menu; the menu is filtered by it when present. */
  permission?: string[] | string | null;
}

/** One menu entry of GET /sys/permission/getUserPermissionByToken (000 §2.3). */
export interface MenuItem {
  id?: string;
  path: string;
  name?: string;
  component?: string | null;
  redirect?: string | null;
  /** "0": not a route. */
  route?: string;
  hidden?: boolean;
  alwaysShow?: boolean;
  meta: MenuMeta;
  children?: MenuItem[];
}

export interface PermissionResult {
  menu: MenuItem[];
  auth: AuthItem[];
  allAuth: AuthItem[];
  sysSafeMode?: boolean;
}

export interface Depart {
  id: string;
  orgCode: string;
  departName: string;
  parentId?: string | null;
  regionCode?: string | null;
}

export interface InitParam {
  sadnessMode?: boolean;
  /**
   * Present when CAS single sign-on is on (app-wide init parameter only): the CAS server's address, and the public
   * address of the client the tickets are issued for (empty: the page's own origin and base path).
   */
  cas?: { serverUrl: string; serviceUrl: string };
  socketUrl?: string;
  serverUrl?: string;
  systemUser?: { id?: string; [k: string]: unknown };
  userInfo?: UserInfo;
  [k: string]: unknown;
}

export interface CategoryNode {
  key: string;
  value: string;
  code?: string;
  title?: string;
  name?: string;
  /** 0 has children, 1 leaf (000 §3). */
  leaf?: number | boolean;
  children?: CategoryNode[];
}
