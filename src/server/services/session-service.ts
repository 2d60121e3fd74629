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
  /** When the session expires (epoch ms): its sockets close then. */
  expiresAt?: number;
  /**
   * Set on a schema playground preview: the id of the administrator who previews as this user. Such a session
   * sees what the user sees but the server answers only reads (access plugin), and never a socket.
   */
  previewBy?: string;
}

/** How a session began, when it matters later: `phone` (an SMS code proved the account's phone). */
export type LoginVia = 'phone';

/** sys_token.loginVia of a preview session (issuePreview). */
const PREVIEW = 'preview';

export const ADMIN_ROLE = 'admin';
const hash = (token: string) => createHash('sha256').update(token).digest('hex');
/** How a token is stored and named outside this service: its SHA-256. */
export const tokenHash = hash;

/**
 * Sessions that just ended: one token, or every session of a user but one. `account`: the account itself was ended
 * (its password changed or reset, frozen, deleted, or a session forced out by an administrator), so its sign-ins at
 * the authorisation server end too; a user's own logout ends that one session only.
 */
export interface RevokedSessions {
  tokenHash?: string;
  userId?: string;
  keepTokenHash?: string;
  account?: boolean;
}

/** Cached sessions to drop because what they hold changed (roles, permissions, tenants): one, some users' or all. */
export interface ChangedSessions {
  tokenHash?: string;
  userIds?: string[];
}

/**
 * Where every end of a session and every change of what sessions hold is announced: the push hub sends it to every
 * instance (their caches and sockets), the authorisation server ends the account's sign-ins. Awaited, so the answer
 * to the request that ended a session leaves only once every instance has been told.
 */
export interface SessionListener {
  ended?(ended: RevokedSessions): Promise<void> | void;
  changed?(changed: ChangedSessions): Promise<void> | void;
}

// Sessions are read on every request; a short cache keeps that off the database. Every end of a session and every
// change of what a session holds is announced to every instance (listeners), which drop their copies at once; the
// limit bounds only a change made behind the platform's back (a direct database edit).
const CACHE_MS = 5000;
// The online-user list shows the last activity to the minute: writing it more often would be a write per request.
const ACTIVE_WRITE_MS = 60_000;

export class SessionService {
  private cache = new Map<string, { session: Session; until: number }>();
  private listeners: SessionListener[] = [];
  // Raised by every drop: a session read from the database before a drop is not cached after it.
  private generation = 0;
  private cacheTrusted: () => boolean = () => true;

  constructor(
    private db: Db,
    private ttlMs: number,
  ) {}

  /** A new session of a user; `ip` is the address the login came from (shown in 在线用户). */
  async issue(userId: string, ip?: string, via?: LoginVia): Promise<string> {
    const token = randomBytes(32).toString('hex');
    const now = Date.now();
    await this.db
      .insertInto('sys_token')
      .values({
        tokenHash: hash(token),
        userId,
        createdAt: now,
        expiresAt: now + this.ttlMs,
        revoked: 0,
        loginIp: ip?.slice(0, 64) ?? null,
        lastActive: now,
        loginVia: via ?? null,
      })
      .execute();
    return token;
  }

  /**
   * A short read-only session acting as `userId` for the schema playground's preview, issued to administrator
   * `byUserId` (stored with it, so the session and the log both say who previewed as whom).
   */
  async issuePreview(userId: string, byUserId: string, ttlMs: number, ip?: string): Promise<{ token: string; expiresAt: number }> {
    const token = randomBytes(32).toString('hex');
    const now = Date.now();
    const expiresAt = now + ttlMs;
    await this.db
      .insertInto('sys_token')
      .values({
        tokenHash: hash(token),
        userId,
        createdAt: now,
        expiresAt,
        revoked: 0,
        loginIp: ip?.slice(0, 64) ?? null,
        lastActive: now,
        loginVia: PREVIEW,
        previewBy: byUserId,
      })
      .execute();
    return { token, expiresAt };
  }

  /** The user's own logout: this session ends, the account's other sessions and sign-ins stay. */
  async revoke(token: string): Promise<void> {
    const tokenHash = hash(token);
    await this.db.updateTable('sys_token').set({ revoked: 1 }).where('tokenHash', '=', tokenHash).execute();
    await this.end({ tokenHash });
  }

  /** An administrator's 强制退出 of one session, named by its stored hash (the token itself is never shown). */
  async revokeByHash(tokenHash: string): Promise<void> {
    const row = await this.db.selectFrom('sys_token').select('userId').where('tokenHash', '=', tokenHash).executeTakeFirst();
    await this.db.updateTable('sys_token').set({ revoked: 1 }).where('tokenHash', '=', tokenHash).execute();
    await this.end({ tokenHash, userId: row?.userId, account: true });
  }

  /** Every session of a user ends (password reset, freeze, deletion). */
  async revokeAllOf(userId: string): Promise<void> {
    await this.db.updateTable('sys_token').set({ revoked: 1 }).where('userId', '=', userId).execute();
    await this.end({ userId, account: true });
  }

  /** Every session of a user ends except one (the one making a password change). */
  async revokeOthersOf(userId: string, keepToken: string): Promise<void> {
    await this.db.updateTable('sys_token').set({ revoked: 1 }).where('userId', '=', userId).where('tokenHash', '!=', hash(keepToken)).execute();
    await this.end({ userId, keepTokenHash: hash(keepToken), account: true });
  }

  /**
   * While `check` says no (the push hub cannot hear other instances, or its own ends are unsent), no cached session is
   * served or kept: every request reads its session from the database.
   */
  trustCacheWhile(check: () => boolean): void {
    this.cacheTrusted = check;
  }

  /** Listens to every end of a session and every change of what sessions hold (made on this instance). */
  listen(listener: SessionListener): void {
    this.listeners.push(listener);
  }

  /** The one place a session ends: the cache here at once, then every listener (other instances, sockets, OAuth2). */
  private async end(ended: RevokedSessions): Promise<void> {
    this.dropCached(ended);
    await Promise.all(this.listeners.map((l) => l.ended?.(ended)));
  }

  /** Drops this instance's cached copies of sessions that ended or changed (also when another instance says so). */
  dropCached(which: RevokedSessions | ChangedSessions): void {
    this.generation++;
    const { tokenHash } = which;
    const ids = 'userIds' in which ? which.userIds : 'userId' in which && which.userId ? [which.userId] : undefined;
    if (!tokenHash && !ids) return this.cache.clear();
    const users = new Set(ids);
    for (const [k, v] of this.cache) if (tokenHash ? hash(k) === tokenHash : users.has(v.session.user.id)) this.cache.delete(k);
  }

  /** The session of a token, or null when it is unknown, expired, revoked or its user is frozen. */
  async resolve(token: string): Promise<Session | null> {
    const hit = this.cache.get(token);
    if (hit && hit.until > Date.now() && this.cacheTrusted()) return hit.session;
    this.cache.delete(token);
    const generation = this.generation;
    const row = await this.db
      .selectFrom('sys_token')
      .select(['userId', 'expiresAt', 'revoked', 'tenantId', 'lastActive', 'loginVia', 'previewBy'])
      .where('tokenHash', '=', hash(token))
      .executeTakeFirst();
    if (!row || row.revoked || Number(row.expiresAt) <= Date.now()) return null;
    const now = Date.now();
    if (now - Number(row.lastActive ?? 0) >= ACTIVE_WRITE_MS)
      await this.db.updateTable('sys_token').set({ lastActive: now }).where('tokenHash', '=', hash(token)).execute();
    const loaded = await this.load(token, row.userId, row.tenantId ?? null, row.loginVia === 'phone', Number(row.expiresAt));
    if (!loaded || loaded.user.status === 2) return null;
    // A preview shows the user's screens as after their first login: a pending password change does not stop it.
    const session = row.loginVia === PREVIEW ? { ...loaded, previewBy: row.previewBy ?? '?', mustChangePassword: false } : loaded;
    if (generation === this.generation && this.cacheTrusted())
      this.cache.set(token, { session, until: Math.min(Date.now() + CACHE_MS, Number(row.expiresAt)) });
    return session;
  }

  async setTenant(token: string, tenantId: string | null): Promise<void> {
    await this.db.updateTable('sys_token').set({ tenantId }).where('tokenHash', '=', hash(token)).execute();
    await this.changed({ tokenHash: hash(token) });
  }

  /** Drops every cached session, on every instance (a menu, button or tenant changed, which any session may hold). */
  forgetAll(): Promise<void> {
    return this.changed({});
  }

  /** Drops cached sessions of users, on every instance, after their roles, region or department changed. */
  forgetUsers(userIds: string[]): Promise<void> {
    return userIds.length ? this.changed({ userIds: [...new Set(userIds)] }) : Promise.resolve();
  }

  forgetUser(userId: string): Promise<void> {
    return this.forgetUsers([userId]);
  }

  private async changed(changed: ChangedSessions): Promise<void> {
    this.dropCached(changed);
    await Promise.all(this.listeners.map((l) => l.changed?.(changed)));
  }

  private async load(token: string, userId: string, tenantId: string | null, smsProven: boolean, expiresAt: number): Promise<Session | null> {
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
    return { token, user, roles: roleCodes, perms, isAdmin, tenantId, tenants, mustChangePassword: user.updatePwd === 1, smsProven, expiresAt };
  }
}
