import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../../db/connect.js';
import { open } from '../secrets/secret-box.js';

const READ_ONLY = () => Promise.reject(new Error('OAuth2 clients are written through 应用接入 only'));

/** The redirect URIs of a client row: one per line, as the form takes them. */
export function redirectUrisOf(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/\s*\n\s*/)
    .map((u) => u.trim())
    .filter(Boolean);
}

/**
 * oidc-provider's Client model, read from 应用接入 (sys_oauth2_client) at every use, so an edit, a new secret or a
 * disabled application takes effect at once on every instance. Only enabled rows are clients; every client uses
 * the authorisation code flow, authenticates with its secret (HTTP Basic) and may ask only for its allowed scopes.
 */
export function clientAdapter(db: Db) {
  return class ClientAdapter implements Adapter {
    async find(id: string): Promise<AdapterPayload | undefined> {
      if (typeof id !== 'string' || !id || id.length > 64) return undefined;
      const row = await db
        .selectFrom('sys_oauth2_client')
        .select(['clientId', 'clientSecret', 'clientName', 'redirectUris', 'scopes', 'status'])
        .where('clientId', '=', id)
        .executeTakeFirst();
      if (!row || row.status !== '1' || !row.clientSecret) return undefined;
      const scopes = new Set(['openid', ...(row.scopes ?? '').split(',').filter(Boolean)]);
      return {
        client_id: row.clientId,
        client_secret: open(row.clientSecret),
        client_name: row.clientName,
        redirect_uris: redirectUrisOf(row.redirectUris),
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
        scope: [...scopes].join(' '),
      };
    }
    upsert = READ_ONLY;
    findByUid = () => Promise.resolve(undefined);
    findByUserCode = () => Promise.resolve(undefined);
    consume = READ_ONLY;
    destroy = READ_ONLY;
    revokeByGrantId = READ_ONLY;
  };
}
