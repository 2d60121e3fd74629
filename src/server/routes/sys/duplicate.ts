import type { FastifyInstance } from 'fastify';
import { dict } from '../../../shared/services/index.js';
import { ok } from '../../http/envelope.js';
import { AppError } from '../../http/errors.js';
import { object, text } from '../../http/route-schema.js';
import { serve } from '../../http/serve.js';
import { sessionOf } from '../../plugins/access.js';
import { findDuplicate } from '../../services/lookup/duplicate.js';

const duplicateQuery = object({
  tableName: text('表名', { maxLength: 100 }),
  fieldName: text('字段名', { maxLength: 100 }),
  fieldVal: text('校验值', { maxLength: 4000 }),
  dataId: text('数据ID', { maxLength: 64 }),
});

/** The envelope code of a taken value (HTTP's "conflict"). */
const TAKEN = 409;

/** The duplicate-value validator (002 §5): table and field must be in the lookup allowlist. Signed, as in JeecgBoot. */
export default async function duplicateRoutes(app: FastifyInstance) {
  const { db, entities } = app.ctx;

  serve(app, dict.duplicateCheck, {
    config: { access: 'user' },
    schema: { querystring: duplicateQuery },
    handler: async (req) => {
      const duplicate = await findDuplicate(entities, db, sessionOf(req), req.query);
      // A taken value is an answer, not a server fault: HTTP 200 so the form shows the message, envelope code 409.
      // Taken outside the caller's region: the message says so, and nothing about that row.
      if (duplicate.found !== 'none') throw new AppError(duplicate.message!, 200, TAKEN);
      return ok(null, '该值可用！');
    },
  });
}
