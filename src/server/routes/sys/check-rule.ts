import type { FastifyInstance } from 'fastify';
import { dict } from '../../../shared/services/index.js';
import { ok } from '../../http/envelope.js';
import { AppError, badRequest } from '../../http/errors.js';
import { object, text } from '../../http/route-schema.js';
import { serve } from '../../http/serve.js';
import { checkValue, loadCheckRule } from '../../services/lookup/check-rule.js';

/** The check-rule validator (002 §5): a value against the named rule of sys_check_rule. */
export default async function checkRuleRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  serve(app, dict.checkRule, {
    config: { access: 'user' },
    schema: { querystring: object({ ruleCode: text('规则编码', { maxLength: 100 }), value: text('校验值', { maxLength: 4000 }) }) },
    handler: async (req) => {
      if (!req.query.ruleCode) throw badRequest('规则编码不能为空');
      const failure = checkValue(await loadCheckRule(db, req.query.ruleCode), req.query.value ?? '');
      if (failure) throw new AppError(failure.message, 200, 500, failure);
      return ok(null);
    },
  });
}
