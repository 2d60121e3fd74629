/** The category tree-select's `condition` parameter (spec 000 §5, 002 §5): a JSON string of an object. */
export const TREE_CONDITION_MESSAGE = '查询条件condition传值有误，需要一个JSON字符串！';

export type TreeConditionResult = { ok: true; condition: Record<string, unknown> } | { ok: false; message: string };

/** Parses the condition; an absent or empty one means no condition. Arrays, numbers and null are refused. */
export function parseTreeCondition(condition: string | undefined | null): TreeConditionResult {
  if (condition === undefined || condition === null || condition.trim() === '') return { ok: true, condition: {} };
  try {
    const parsed: unknown = JSON.parse(condition);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return { ok: true, condition: parsed as Record<string, unknown> };
  } catch {
    // falls through to the message
  }
  return { ok: false, message: TREE_CONDITION_MESSAGE };
}
