import { fieldLabel, fileFields, htmlFields } from '../../../shared/entity-meta.js';
import { staticPathsIn } from '../html/static-paths.js';
import { unusableFiles } from '../files/file-refs.js';
import type { CrudCall } from './mutations.js';
import type { Row } from './types.js';
import type { FieldError } from '../../../../validators/messages.js';

const splitPaths = (v: unknown) =>
  typeof v === 'string'
    ? v
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean)
    : [];

/**
 * Every path newly written to an x-file property, or named in an x-html property (an image, a link: its recipients
 * may read what it names, notice-files.ts), is a file this server stored that the writer may read, so a record cannot
 * point at another community's upload or at a path that was never uploaded. Paths the row already held are left
 * alone (an edit that keeps them references nothing new). One message lists every wrong field; nothing is written.
 */
export async function fileRefProblems(call: CrudCall, data: Row, existing?: Row): Promise<FieldError[]> {
  const wrong: FieldError[] = [];
  const html = new Set(htmlFields(call.entity));
  for (const field of [...fileFields(call.entity), ...html]) {
    if (!(field in data)) continue;
    const pathsOf = html.has(field) ? staticPathsIn : splitPaths;
    const kept = new Set(pathsOf(existing?.[field]));
    const fresh = [...new Set(pathsOf(data[field]))].filter((p) => !kept.has(p));
    const bad = await unusableFiles(call.db, fresh, call.session);
    if (bad.length) wrong.push({ field, message: `${fieldLabel(call.entity, field)}中的文件“${bad.slice(0, 3).join('，').slice(0, 80)}”不存在或您无权使用` });
  }
  return wrong;
}
