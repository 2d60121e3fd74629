import type { Db } from '../../db/connect.js';
import { badRequest } from '../../http/errors.js';

/** One step of a check rule: `digits` "*" checks the whole value, a number the next that many characters. */
export interface CheckStep {
  digits: string;
  pattern: string;
  message: string;
}

export interface CheckFailure extends CheckStep {
  checkValue: string;
  beginIndex?: number;
  endIndex?: number;
  passed: false;
}

const MAX_VALUE_LENGTH = 500;
const patterns = new Map<string, RegExp>();

export async function loadCheckRule(db: Db, ruleCode: string): Promise<CheckStep[]> {
  const row = await db.selectFrom('sys_check_rule').select('ruleJson').where('ruleCode', '=', ruleCode).executeTakeFirst();
  if (!row) throw badRequest('该编码不存在');
  try {
    const steps = JSON.parse(row.ruleJson);
    if (Array.isArray(steps) && steps.every(isStep)) return steps;
  } catch {
    // answered below
  }
  throw badRequest('校验规则配置有误，请联系管理员');
}

/**
 * JeecgBoot's check of a value against a rule: steps run in order on consecutive slices of the value, each
 * pattern must match its whole slice, and checking stops where the typed value ends (so a value being typed is
 * judged by what is there). The first failing step is returned; null means the value passes.
 */
export function checkValue(steps: CheckStep[], value: string): CheckFailure | null {
  if (!value.trim()) return null;
  if (value.length > MAX_VALUE_LENGTH) throw badRequest(`校验值不能超过${MAX_VALUE_LENGTH}个字符`);
  let begin = 0;
  for (const step of steps) {
    let slice: string;
    let range: { beginIndex?: number; endIndex?: number } = {};
    if (step.digits === '*') {
      slice = value;
    } else {
      if (begin >= value.length) break;
      const end = Math.min(begin + Number(step.digits), value.length);
      slice = value.slice(begin, end);
      range = { beginIndex: begin, endIndex: end };
      begin += Number(step.digits);
    }
    if (!compile(step.pattern).test(slice)) return { ...step, ...range, checkValue: slice, passed: false };
  }
  return null;
}

function isStep(s: unknown): s is CheckStep {
  const step = s as CheckStep;
  return !!s && typeof step.pattern === 'string' && typeof step.message === 'string' && (step.digits === '*' || /^\d{1,4}$/.test(String(step.digits)));
}

/** Java's Pattern.matches semantics: the pattern must match the whole slice. */
function compile(pattern: string): RegExp {
  let re = patterns.get(pattern);
  if (!re) {
    try {
      re = new RegExp(`^(?:${pattern})$`);
    } catch {
      throw badRequest('校验规则配置有误，请联系管理员');
    }
    patterns.set(pattern, re);
  }
  return re;
}
