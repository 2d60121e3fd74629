import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/connect.js';
import { heldPermissionIds } from './roles/held-permissions.js';
import { loadTenants, type TenantInfo } from './tenants/tenant-validity.js';

export interface SessionUser {
  id: string;
  username: string;
  realname: string;
  regionCode: string | null;
  orgCode: string | null;
  relTenantIds: string | null;
  status: number | null;
  /** 1 while the password must be changed (seed password, or reset by an administrator). */
  updatePwd: number | null;
}

export interface Session {
  token: string;
  user: SessionUser;
  roles: string[];
  perms: Set<string>;
  isAdmin: boolean;
  /**
   * The tenant the session acts in: chosen at login (sys_token.tenantId), or for one request the tenant header
   * (access plugin). Null: none chosen.
   */
  tenantId: string | null;
  /** The tenants the session may choose among: the user's own, every tenant for the system administrator. */
  tenants: TenantInfo[];
  /** The password must be changed first: only the routes that allow it (access plugin) answer. */
  mustChangePassword: boolean;
  /** The session began with an SMS code to the account's phone (phone login), not with the password. */
  smsProven?: boolean;
}

/** How a session began, when it matters later: `phone` (an SMS code proved the account's phone). */
export type LoginVia = 'phone';

export const ADMIN_ROLE = 'admin';
const hash = (token: string) => createHash('sha256').update(token).digest('hex');
/** How a token is stored and named outside this service: its SHA-256. */
export const tokenHash = hash;

/** Sessions that just ended: one token, or every session of a user but one (the hub closes their sockets). */
export interface RevokedSessions {
  tokenHash?: string;
  userId?: string;
  keepTokenHash?: string;
}
// Sessions are read on every request; a short cache keeps that off the database. Logout evicts at once here;
// other instances notice a revocation within this many milliseconds.
const CACHE_MS = 5000;
// The online-user list shows the last activity to the minute: writing it more often would be a write per request.
const ACTIVE_WRITE_MS = 60_000;

export class SessionService {
  private cache = new Map<string, { session: Session; until: number }>();
  private revokeListeners: Array<(ended: RevokedSessions) => void> = [];

  constructor(private db: Db, private ttlMs: number) {}

  /** A new session of a user; `ip` is the address the login came from (shown in 在线用户). */
  async issue(userId: string, ip?: string, via?: LoginVia): Promise<string> {
    const token = randomBytes(32).toString('hex');
    const now = Date.now();
    await this.db
      .insertInto('sys_token')
      .values({ tokenHash: hash(token), userId, createdAt: now, expiresAt: now + this.ttlMs, revoked: 0, loginIp: ip?.slice(0, 64) ?? null, lastActive: now, loginVia: via ?? null })
      .execute();
    return token;
  }

  async revoke(token: string): Promise<void> {
    await this.revokeByHash(hash(token));
  }

  /** Ends one session named by its stored hash (an administrator's 强制退出 never sees the token itself). */
  async revokeByHash(tokenHash: string): Promise<void> {
    for (const [k] of this.cache) if (hash(k) === tokenHash) this.cache.delete(k);
    await this.db.updateTable('sys_token').set({ revoked: 1 }).where('tokenHash', '=', tokenHash).execute();
    this.revoked({ tokenHash });
  }

  /** Called after each revocation (logout, password change, administrator's reset). */
  onRevoke(listener: (ended: RevokedSessions) => void): void {
    this.revokeListeners.push(listener);
  }

  private revoked(ended: RevokedSessions): void {
    for (const listener of this.revokeListeners) listener(ended);
  }

  async revokeAllOf(userId: string): Promise<void> {
    for (const [k, v] of this.cache) if (v.session.user.id === userId) this.cache.delete(k);
    await this.db.updateTable('sys_token').set({ revoked: 1 }).where('userId', '=', userId).execute();
    this.revoked({ userId });
  }

  /** Ends every session of a user except one (the one making a password change). */
  async revokeOthersOf(userId: string, keepToken: string): Promise<void> {
    this.forgetUser(userId);
    await this.db.updateTable('sys_token').set({ revoked: 1 }).where('userId', '=', userId).where('tokenHash', '!=', hash(keepToken)).execute();
    this.revoked({ userId, keepTokenHash: hash(keepToken) });
  }

  /** The session of a token, or null when it is unknown, expired, revoked or its user is frozen. */
  async resolve(token: string): Promise<Session | null> {
    const hit = this.cache.get(token);
    if (hit && hit.until > Date.now()) return hit.session;
    this.cache.delete(token);
    const row = await this.db.selectFrom('sys_token').select(['userId', 'expiresAt', 'revoked', 'tenantId', 'lastActive', 'loginVia']).where('tokenHash', '=', hash(token)).executeTakeFirst();
    if (!row || row.revoked || Number(row.expiresAt) <= Date.now()) return null;
    const now = Date.now();
    if (now - Number(row.lastActive ?? 0) >= ACTIVE_WRITE_MS) await this.db.updateTable('sys_token').set({ lastActive: now }).where('tokenHash', '=', hash(token)).execute();
    const session = await this.load(token, row.userId, row.tenantId ?? null, row.loginVia === 'phone');
    if (!session || session.user.status === 2) return null;
    this.cache.set(token, { session, until: Math.min(Date.now() + CACHE_MS, Number(row.expiresAt)) });
    return session;
  }

  async setTenant(token: string, tenantId: string | null): Promise<void> {
    this.cache.delete(token);
    await this.db.updateTable('sys_token').set({ tenantId }).where('tokenHash', '=', hash(token)).execute();
  }

  /** Drops every cached session (a menu or button changed, which any role may hold). */
  forgetAll(): void {
    this.cache.clear();
  }

  /** Drops cached sessions of a user after their roles, region or department changed. */
  forgetUser(userId: string): void {
    for (const [k, v] of this.cache) if (v.session.user.id === userId) this.cache.delete(k);
  }

  private async load(token: string, userId: string, tenantId: string | null, smsProven: boolean): Promise<Session | null> {
    const user = await this.db
      .selectFrom('sys_user')
      .select(['id', 'username', 'realname', 'regionCode', 'orgCode', 'relTenantIds', 'status', 'updatePwd'])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!user) return null;
    const roles = await this.db
      .selectFrom('sys_user_role as ur')
      .innerJoin('sys_role as r', 'r.id', 'ur.roleId')
      .select(['r.id', 'r.roleCode'])
      .where('ur.userId', '=', userId)
      .execute();
    const perms = new Set<string>();
    const rows = await this.db
      .selectFrom('sys_permission as p')
      .select(['p.perms'])
      .where('p.id', 'in', heldPermissionIds(this.db, userId))
      .where('p.perms', 'is not', null)
      .execute();
    for (const r of rows) for (const p of String(r.perms).split(',')) if (p.trim()) perms.add(p.trim());
    const roleCodes = roles.map((r) => r.roleCode);
    const isAdmin = roleCodes.includes(ADMIN_ROLE);
    const tenants = await loadTenants(this.db, user.relTenantIds, isAdmin);
    return { token, user, roles: roleCodes, perms, isAdmin, tenantId, tenants, mustChangePassword: user.updatePwd === 1, smsProven };
  }
}
