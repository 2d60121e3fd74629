import type { ActionCode } from '../../../shared/services/event-proc.js';
import { badRequest } from '../../http/errors.js';

/** 002 §5 "Action reason": required for every action but deal; at most 300 characters for deal, 500 for the others. */
export const reasonRule = (code: ActionCode) => ({ required: code !== 'deal', max: code === 'deal' ? 300 : 500 });

export function checkReason(code: ActionCode, actionName: string, text: string | undefined): string | null {
  const value = (text ?? '').trim();
  const rule = reasonRule(code);
  if (rule.required && !value) throw badRequest(`请输入${actionName}原因`);
  if (value.length > rule.max) throw badRequest(`${actionName}${code === 'deal' ? '说明' : '原因'}最多${rule.max}个字，现有${value.length}个字`);
  return value || null;
}
