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
        id: newId(), name: '天地图', prefix: TIANDITU_ROUTE, targetUrl: 'https://api.tianditu.gov.cn', methods: 'GET', perms: null,
        secretKind: 'query', secretName: 'tk', secretValue: tdtKey ? seal(tdtKey) : null, status: '1',
        remark: '地址搜索经此路由访问天地图，密钥默认取自 TDT_KEY', createBy: 'system', createTime: nowText(),
      })
      .execute();
  } else if (!row.secretValue && tdtKey) {
    await db.updateTable('sys_gateway_route').set({ secretValue: seal(tdtKey) }).where('id', '=', row.id).execute();
  }
}
