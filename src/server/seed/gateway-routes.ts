import type { Db } from '../db/connect.js';
import { nowText } from '../../shared/time.js';
import { newId } from '../services/ids.js';
import { seal } from '../services/secrets/secret-box.js';

/** The gateway route of the Tianditu services: the place search goes through it. */
export const TIANDITU_ROUTE = 'tianditu';

/**
 * Adds the `tianditu` route once (target https://api.tianditu.gov.cn, key as the query parameter tk), its key from
 * TDT_KEY; a route without a key gets it when TDT_KEY is set later. A key an administrator entered stays.
 */
export async function seedGatewayRoutes(db: Db, tdtKey: string): Promise<void> {
  const row = await db.selectFrom('sys_gateway_route').select(['id', 'secretValue']).where('prefix', '=', TIANDITU_ROUTE).executeTakeFirst();
  if (!row) {
    await db
      .insertInto('sys_gateway_route')
      .values({
        id: newId(),
        name: '天地图',
        prefix: TIANDITU_ROUTE,
        targetUrl: 'https://api.tianditu.gov.cn',
        methods: 'GET',
        perms: null,
        // Tianditu accepts its key only as the query parameter tk, which the entity refuses for routes an administrator
        // saves. This route serves the server's own place search, which never passes Tianditu's answer on; the
        // gateway does not forward it to callers (routes/gateway.ts).
        secretKind: 'query' as never,
        secretName: 'tk',
        secretValue: tdtKey ? seal(tdtKey) : null,
        status: '1',
        remark: '地址搜索经此路由访问天地图，未填密钥时使用服务器配置的天地图密钥（由运维人员设置）',
        createBy: 'system',
        createTime: nowText(),
      })
      .execute();
  } else if (!row.secretValue && tdtKey) {
    await db
      .updateTable('sys_gateway_route')
      .set({ secretValue: seal(tdtKey) })
      .where('id', '=', row.id)
      .execute();
  }
}
