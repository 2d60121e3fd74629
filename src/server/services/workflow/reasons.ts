import { checkActionReason, reasonMaxLength, reasonRequired } from '../../../../validators/action-reason.js';
import type { ActionCode } from '../../../shared/services/event-proc.js';
import { badRequest } from '../../http/errors.js';

/** 002 §5 "Action reason", the rule the action dialog applies too (validators/action-reason.ts). */
export const reasonRule = (code: ActionCode) => ({ required: reasonRequired(code), max: reasonMaxLength(code) });

/** The trimmed text, or null when none is needed and none was given; refuses with the dialog's own words. */
export function checkReason(code: ActionCode, actionName: string, text: string | undefined): string | null {
  const problem = checkActionReason(code, actionName, text);
  if (problem) throw badRequest(problem);
  return (text ?? '').trim() || null;
}
