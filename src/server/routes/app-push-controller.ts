import type { FastifyInstance } from 'fastify';
import { appPush } from '../../shared/services/index.js';
import { nowText } from '../../shared/time.js';
import { ok } from '../http/envelope.js';
import { object } from '../http/route-schema.js';
import { serve } from '../http/serve.js';

/**
 * The header's app download (002 §2.3, §7): the newest Android version whose release time has come, highest version
 * number first, for any logged-in user. Versions are kept through the appVersion entity's generic routes
 * (appVersion:list / add / edit / delete, administrators); a version dated later waits for its time.
 */
export default async function appPushRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  serve(app, appPush.lastVersion, {
    config: { access: 'user' },
    schema: { querystring: object({}) },
    handler: async () => {
      const row = await db
        .selectFrom('t_app_version')
        .select(['versionName', 'versionCode', 'downloadUrl', 'guidePageUrl', 'releaseNote', 'releaseTime'])
        .where('platform', '=', 'android')
        .where('releaseTime', '<=', nowText())
        .orderBy('versionCode', 'desc')
        .orderBy('releaseTime', 'desc')
        .executeTakeFirst();
      return row ? ok({ ...row, versionCode: Number(row.versionCode) }) : ok(null, '暂无已发布的APP版本');
    },
  });
}
