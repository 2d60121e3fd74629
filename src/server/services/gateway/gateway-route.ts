import type { Db } from '../../db/connect.js';
import { open } from '../secrets/secret-box.js';

/** A gateway route as the forwarder uses it: the secret opened, only on the server. */
export interface GatewayRoute {
  prefix: string;
  targetUrl: string;
  methods: string[];
  perms: string | null;
  secretKind: 'none' | 'query' | 'header';
  secretName: string | null;
  secret: string;
}

/** The enabled route of a prefix, or undefined. */
export async function enabledRoute(db: Db, prefix: string): Promise<GatewayRoute | undefined> {
  const row = await db
    .selectFrom('sys_gateway_route')
    .select(['prefix', 'targetUrl', 'methods', 'perms', 'secretKind', 'secretName', 'secretValue'])
    .where('prefix', '=', prefix)
    .where('status', '=', '1')
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    prefix: row.prefix,
    targetUrl: row.targetUrl,
    methods: String(row.methods ?? 'GET')
      .split(',')
      .map((m) => m.trim().toUpperCase())
      .filter(Boolean),
    perms: row.perms || null,
    // 'query' only in rows saved before the entity refused it, and in the seeded Tianditu route.
    secretKind: kindOf(String(row.secretKind)),
    secretName: row.secretName || null,
    secret: open(row.secretValue),
  };
}

function kindOf(kind: string): GatewayRoute['secretKind'] {
  return kind === 'query' || kind === 'header' ? kind : 'none';
}
