import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../../db/connect.js';

/** The models whose rows carry a grantId: revoking a grant removes them all (oidc-provider's memory adapter's set). */
const GRANTABLE = new Set(['AccessToken', 'AuthorizationCode', 'RefreshToken', 'DeviceCode', 'BackchannelAuthenticationRequest']);

/** The account a payload belongs to: its own (session, grant, code, token), or a sign-in's (an interaction's). */
function accountOf(payload: AdapterPayload): string | null {
  const p = payload as { accountId?: unknown; session?: { accountId?: unknown }; result?: { login?: { accountId?: unknown } } };
  const id = p.accountId ?? p.session?.accountId ?? p.result?.login?.accountId;
  return typeof id === 'string' && id ? id.slice(0, 64) : null;
}

/**
 * oidc-provider's storage for every model but Client (client-adapter.ts), in the table sys_oauth2_store (migration
 * 2026-11-25-0002): interactions, sessions, grants, codes and tokens are shared by every instance on the database and
 * survive a restart. An expired row is never answered; sweepExpired removes them.
 */
export function storeAdapter(db: Db) {
  return class StoreAdapter implements Adapter {
    constructor(readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const row = {
        payload: JSON.stringify(payload),
        grantId: GRANTABLE.has(this.model) ? (payload.grantId ?? null) : null,
        uid: payload.uid ?? null,
        userCode: payload.userCode ?? null,
        accountId: accountOf(payload),
        consumedAt: null,
        expiresAt: expiresIn ? Date.now() + expiresIn * 1000 : null,
      };
      await db
        .insertInto('sys_oauth2_store')
        .values({ model: this.model, id, ...row })
        .onConflict((oc) => oc.columns(['model', 'id']).doUpdateSet(row))
        .execute();
    }

    find(id: string): Promise<AdapterPayload | undefined> {
      return this.findWhere('id', id);
    }

    findByUid(uid: string): Promise<AdapterPayload | undefined> {
      return this.findWhere('uid', uid);
    }

    findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      return this.findWhere('userCode', userCode);
    }

    async consume(id: string): Promise<void> {
      await db
        .updateTable('sys_oauth2_store')
        .set({ consumedAt: Math.floor(Date.now() / 1000) })
        .where('model', '=', this.model)
        .where('id', '=', id)
        .execute();
    }

    async destroy(id: string): Promise<void> {
      await db.deleteFrom('sys_oauth2_store').where('model', '=', this.model).where('id', '=', id).execute();
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db.deleteFrom('sys_oauth2_store').where('grantId', '=', grantId).execute();
    }

    private async findWhere(column: 'id' | 'uid' | 'userCode', value: string): Promise<AdapterPayload | undefined> {
      if (typeof value !== 'string' || !value || value.length > 255) return undefined;
      const row = await db
        .selectFrom('sys_oauth2_store')
        .select(['payload', 'consumedAt', 'expiresAt'])
        .where('model', '=', this.model)
        .where(column, '=', value)
        .executeTakeFirst();
      if (!row || (row.expiresAt !== null && row.expiresAt <= Date.now())) return undefined;
      const payload = JSON.parse(row.payload) as AdapterPayload;
      return row.consumedAt ? { ...payload, consumed: row.consumedAt } : payload;
    }
  };
}

/** Removes the rows past their expiry (the keys have none). */
export async function sweepExpired(db: Db): Promise<void> {
  await db.deleteFrom('sys_oauth2_store').where('expiresAt', '<=', Date.now()).execute();
}

/**
 * Ends everything the authorisation server holds for an account: its sessions (a browser signed in must sign in
 * again, prompt=none included), grants, codes not yet redeemed, access tokens and sign-ins under way.
 */
export async function endAccountSignIns(db: Db, accountId: string): Promise<void> {
  await db.deleteFrom('sys_oauth2_store').where('accountId', '=', accountId).execute();
}
