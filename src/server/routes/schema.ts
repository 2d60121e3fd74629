import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope.js';
import { AppError, notFound } from '../http/errors.js';
import { servedEntity } from '../entities/served-entity.js';
import { schema as schemaApi } from '../../shared/services/index.js';
import { none, object, text } from '../http/route-schema.js';
import { serve } from '../http/serve.js';

/** Screen ids are file names of schemas/screens: lower-case letters, digits and hyphens. */
const SCREEN_ID = /^[a-z0-9-]{1,64}$/;

/**
 * The screen schemas the client renders (`schema/<id>` menus), read from the schema folder per request, so a new
 * or edited screen file works without rebuilding the client. The file is found by listing the folder and matching
 * the allowlisted id, never by a path taken from the request.
 */
export default async function schemaRoutes(app: FastifyInstance) {
  serve(app, schemaApi.screen, {
    config: { access: 'user' },
    schema: { params: object({ id: text('页面') }, ['id']), querystring: none },
    handler: async (req) => {
      const { id } = req.params;
      const dir = path.join(app.ctx.config.schemaDir, 'screens');
      const file = SCREEN_ID.test(id) ? fs.readdirSync(dir).find((f) => f === `${id}.json`) : undefined;
      if (!file) throw notFound('页面不存在');
      let screen: { entity?: unknown; type?: unknown };
      try {
        screen = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as { entity?: unknown; type?: unknown };
      } catch {
        throw new AppError(`页面 ${id} 的配置文件有误`, 500);
      }
      // A dashboard names aggregates (each with its own entity, permission and scope), not one entity.
      if (screen.type === 'dashboard') return ok({ screen, entity: null });
      const entity = servedEntity(app.ctx.entities, screen.entity);
      if (!entity) throw notFound(`页面 ${id} 引用的实体不存在`);
      return ok({ screen, entity });
    },
  });
}
