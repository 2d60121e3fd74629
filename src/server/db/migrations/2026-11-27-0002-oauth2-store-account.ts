import type { Kysely } from 'kysely';

// Frozen: the account each stored OAuth2 object belongs to (its session, grants, codes, tokens, a sign-in under way),
// so that an end of the account's platform sessions (password changed or reset, frozen, deleted, forced out) removes
// all of them in one statement. Rows stored before are filled from their JSON. Never import app code here.
const MODELS_WITH_ACCOUNT = ['Session', 'Grant', 'AccessToken', 'AuthorizationCode', 'RefreshToken', 'Interaction'];

/** The account of an oidc-provider payload: its own, or a sign-in's (an interaction's session or login result). */
function accountOf(text: string): string | null {
  try {
    const p = JSON.parse(text) as { accountId?: unknown; session?: { accountId?: unknown }; result?: { login?: { accountId?: unknown } } };
    const id = p.accountId ?? p.session?.accountId ?? p.result?.login?.accountId;
    return typeof id === 'string' && id ? id.slice(0, 64) : null;
  } catch {
    return null;
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sys_oauth2_store').addColumn('account_id', 'varchar(64)').execute();
  await db.schema.createIndex('sys_oauth2_store_account').ifNotExists().on('sys_oauth2_store').column('account_id').execute();
  const rows = await db.selectFrom('sys_oauth2_store').select(['model', 'id', 'payload']).where('model', 'in', MODELS_WITH_ACCOUNT).execute();
  for (const row of rows) {
    const accountId = accountOf(row.payload);
    if (accountId) await db.updateTable('sys_oauth2_store').set({ account_id: accountId }).where('model', '=', row.model).where('id', '=', row.id).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('sys_oauth2_store_account').ifExists().execute();
  await db.schema.alterTable('sys_oauth2_store').dropColumn('account_id').execute();
}
