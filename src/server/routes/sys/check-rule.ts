import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.js';
import { AppError, badRequest } from '../../http/errors.js';
import { checkValue, loadCheckRule } from '../../services/lookup/check-rule.js';
import { param } from '../../services/lookup/params.js';

/** The check-rule validator (002 §5): a value against the named rule of sys_check_rule. */
export default async function checkRuleRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  app.get('/sys/checkRule/checkByCode', { config: { access: 'user' } }, async (req) => {
    const ruleCode = param(req.query, 'ruleCode');
    if (!ruleCode) throw badRequest('规则编码不能为空');
    const failure = checkValue(await loadCheckRule(db, ruleCode), param(req.query, 'value') ?? '');
    if (failure) throw new AppError(failure.message, 200, 500, failure);
    return ok(null);
  });
}
