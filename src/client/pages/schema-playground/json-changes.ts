/**
 * What an edit changed against the committed file, as JSON paths; shown even while the check fails (a screen's page
 * snapshot diff, snapshot-diff.tsx, follows only a text that passes).
 */
export interface JsonChange {
  path: string;
  kind: '新增' | '删除' | '修改';
}

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object';

function key(path: string, k: string | number): string {
  return typeof k === 'number' ? `${path}[${k}]` : /^[A-Za-z_$][\w$-]*$/.test(k) ? `${path}.${k}` : `${path}[${JSON.stringify(k)}]`;
}

export function jsonChanges(before: unknown, after: unknown, path = '$', out: JsonChange[] = []): JsonChange[] {
  if (isObject(before) && isObject(after) && Array.isArray(before) === Array.isArray(after)) {
    const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
    for (const k of keys) {
      const at = key(path, Array.isArray(after) ? Number(k) : k);
      if (!(k in before)) out.push({ path: at, kind: '新增' });
      else if (!(k in after)) out.push({ path: at, kind: '删除' });
      else jsonChanges((before as Record<string, unknown>)[k], (after as Record<string, unknown>)[k], at, out);
    }
  } else if (JSON.stringify(before) !== JSON.stringify(after)) out.push({ path, kind: '修改' });
  return out;
}
