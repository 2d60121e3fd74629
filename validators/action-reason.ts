/**
 * The reason or note of a process action (spec 002 §5 "Action reason"), shared by the action dialog and the server:
 * required for every action except deal (处置), at most 300 characters for deal and 500 for the others.
 * backToInit (撤回) is the exception 002 §4 makes: it has no dialog, only 确认撤回该诉求吗？, so it needs no reason.
 */
export type ActionCode = 'deal' | 'commit' | 'assigned' | 'back' | 'backToInit' | 'push12345';

export const DEAL_NOTE_MAX = 300;
export const REASON_MAX = 500;

/** The most characters the action's text may hold. */
export const reasonMaxLength = (actionCode: string): number => (actionCode === 'deal' ? DEAL_NOTE_MAX : REASON_MAX);

/** Whether the action needs a text at all (deal may be sent without a note; a withdrawal is only confirmed). */
export const reasonRequired = (actionCode: string): boolean => actionCode !== 'deal' && actionCode !== 'backToInit';

/** The text area's placeholder: 请输入处置说明 for deal, else 请输入{action name}原因. */
export const reasonPlaceholder = (actionCode: string, actionName: string): string => (actionCode === 'deal' ? '请输入处置说明' : `请输入${actionName}原因`);

/** Rows of the text area: 6 for deal, 14 for the others. */
export const reasonRows = (actionCode: string): number => (actionCode === 'deal' ? 6 : 14);

/** null when the text passes, else the Chinese message (the same words on both sides). */
export function checkActionReason(actionCode: string, actionName: string, text: string | null | undefined): string | null {
  const value = (text ?? '').trim();
  if (!value && reasonRequired(actionCode)) return reasonPlaceholder(actionCode, actionName);
  const max = reasonMaxLength(actionCode);
  if ([...value].length > max) return `${actionCode === 'deal' ? '处置说明' : `${actionName}原因`}最多${max}个字符`;
  return null;
}
