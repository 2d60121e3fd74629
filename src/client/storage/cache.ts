/**
 * Local storage with an expiry per entry (the 7-day token, user and dictionary cache of 000 §4). Falls back to
 * memory where there is no localStorage (unit tests in Node, private modes that throw).
 */
const PREFIX = 'zhdj__';

interface Entry<T> {
  value: T;
  /** Epoch ms after which the entry is gone; null: never. */
  expire: number | null;
}

const memory = new Map<string, string>();

function backend(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  try {
    if (typeof localStorage !== 'undefined') return localStorage;
  } catch {
    // Access to localStorage can throw (blocked storage); memory is the honest fallback.
  }
  return { getItem: (k) => memory.get(k) ?? null, setItem: (k, v) => void memory.set(k, v), removeItem: (k) => void memory.delete(k) };
}

export function setCached<T>(key: string, value: T, ttlMs?: number): void {
  const entry: Entry<T> = { value, expire: ttlMs ? Date.now() + ttlMs : null };
  backend().setItem(PREFIX + key, JSON.stringify(entry));
}

export function getCached<T>(key: string): T | null {
  const raw = backend().getItem(PREFIX + key);
  if (raw === null) return null;
  try {
    const entry = JSON.parse(raw) as Entry<T>;
    if (entry.expire !== null && entry.expire <= Date.now()) {
      removeCached(key);
      return null;
    }
    return entry.value;
  } catch {
    removeCached(key);
    return null;
  }
}

export function removeCached(key: string): void {
  backend().removeItem(PREFIX + key);
}

/** Storage keys, one place. */
export const KEYS = {
  token: 'ACCESS_TOKEN',
  user: 'USER_INFO',
  dicts: 'UI_CACHE_DB_DICT_DATA',
  tenant: 'TENANT_ID',
  tenantList: 'TENANT_LIST',
  showChangePassword: 'SHOW_CHANGE_PASSWORD',
  newUser: 'NEW_USER',
  backendBase: 'BACKEND_BASE',
  socketUrl: 'SOCKET_URL',
  systemUserId: 'SYSTEM_USER_ID',
  rememberedUser: 'REMEMBERED_USERNAME',
  settings: 'APP_SETTINGS',
  sidebarOpenKeys: 'SIDEBAR_OPEN_KEYS',
  smsLogin: 'SMS_LOGIN',
} as const;
