import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../../db/connect.js';
import { open, seal } from '../secrets/secret-box.js';

export interface ServerKeys {
  /** The private signing key (RS256) of ID tokens, as a JWK set; its public half is answered at /api/oauth2/jwks. */
  jwks: { keys: Array<Record<string, unknown>> };
  /** Keys that sign the authorisation server's cookies (interaction, resume, its session). */
  cookieKeys: string[];
}

const KEY_ROW = { model: 'ServerKeys', id: 'current' } as const;

/**
 * The authorisation server's keys: made at the first start and kept in sys_oauth2_store, sealed under SECRET_KEY
 * (secret-box.ts), so every instance signs with the same key and tokens outlive a restart. The first instance to
 * store its keys wins; the others read them back.
 */
export async function loadServerKeys(db: Db): Promise<ServerKeys> {
  const stored = await readKeys(db);
  if (stored) return stored;
  await db
    .insertInto('sys_oauth2_store')
    .values({ ...KEY_ROW, payload: seal(JSON.stringify(newKeys())), grantId: null, uid: null, userCode: null, consumedAt: null, expiresAt: null })
    .onConflict((oc) => oc.columns(['model', 'id']).doNothing())
    .execute();
  const kept = await readKeys(db);
  if (!kept) throw new Error('OAuth2 signing keys could not be stored');
  return kept;
}

async function readKeys(db: Db): Promise<ServerKeys | undefined> {
  const row = await db.selectFrom('sys_oauth2_store').select('payload').where('model', '=', KEY_ROW.model).where('id', '=', KEY_ROW.id).executeTakeFirst();
  return row ? (JSON.parse(open(row.payload)) as ServerKeys) : undefined;
}

function newKeys(): ServerKeys {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid: randomUUID(), alg: 'RS256', use: 'sig' };
  return { jwks: { keys: [jwk] }, cookieKeys: [randomBytes(32).toString('base64url')] };
}
