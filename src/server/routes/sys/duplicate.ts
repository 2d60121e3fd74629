import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.js';
import { AppError } from '../../http/errors.js';
import { sessionOf } from '../../plugins/access.js';
import { findDuplicate } from '../../services/lookup/duplicate.js';
import { param } from '../../services/lookup/params.js';

/** The duplicate-value validator (002 §5): table and field must be in the lookup allowlist. Signed, as in JeecgBoot. */
export default async function duplicateRoutes(app: FastifyInstance) {
  const { db, entities } = app.ctx;

  app.get('/sys/duplicate/check', { config: { access: 'user', signed: true } }, async (req) => {
    const q = Object.fromEntries(['tableName', 'fieldName', 'fieldVal', 'dataId'].map((n) => [n, param(req.query, n)]));
    const duplicate = await findDuplicate(entities, db, sessionOf(req), q);
    if (duplicate.found === 'here') throw new AppError('该值不可用，系统中已存在！', 200);
    // Taken outside the caller's region: say so, and nothing about that row.
    if (duplicate.found === 'elsewhere') throw new AppError(duplicate.message!, 200);
    return ok(null, '该值可用！');
  });
}
