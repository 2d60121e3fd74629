import { joinMessages, type FieldError } from '../../../../validators/messages.js';
import { badRequest } from '../../http/errors.js';
import { areaProblems } from './area-check.js';
import { dictFieldsOf, loadDictTexts, type DictTexts } from './dict-text.js';
import { dictValueProblems } from './dict-values.js';
import { fileRefProblems } from './file-ref-check.js';
import type { CrudCall } from './mutations.js';
import { pickProblems } from './pick-refs.js';
import { prefixRuleProblems } from './prefix-rules.js';
import type { Row } from './types.js';

/**
 * The checks of one written row beyond its schema, each problem with its field: prefix rules, dictionary values,
 * picked keys, area codes and file paths. `existing` is the stored row of an edit (its values complete the prefix
 * rules, its file paths stay valid); `texts` the entity's dictionaries when the caller checks many rows.
 */
export async function rowProblems(call: CrudCall, data: Row, existing?: Row, texts?: DictTexts): Promise<FieldError[]> {
  const { entity } = call;
  const dicts = texts ?? (dictFieldsOf(entity).length ? await loadDictTexts(call.db, entity) : new Map());
  return [
    ...prefixRuleProblems(entity, existing ? { ...existing, ...data } : data),
    ...dictValueProblems(entity, dicts, data),
    ...(await pickProblems(call, data)),
    ...areaProblems(call, data),
    ...(await fileRefProblems(call, data, existing)),
  ];
}

/** The same checks for a single add or edit: every problem in one message, nothing written. */
export async function assertRow(call: CrudCall, data: Row, existing?: Row): Promise<void> {
  const problems = await rowProblems(call, data, existing);
  if (problems.length) throw badRequest(joinMessages(problems));
}
