import { areaFields, fieldLabel, pickFields, type PickSpec } from '../../../shared/entity-meta.js';
import { areaCodesNamed } from './area-check.js';
import type { CrudCall } from './mutations.js';
import { pickableRows, pickedKeys } from './pick-refs.js';
import { nameSource } from './pick-text.js';
import type { Row } from './types.js';

/** A cell that holds an area code as it is stored (digits only); anything else is read as a name. */
const isCode = (cell: unknown) => typeof cell === 'number' || (typeof cell === 'string' && /^\d+$/.test(cell.trim()));

/** What one picked cell part stands for: the key of the one row it names, or why it names none. */
type Picked = { key: string } | { ambiguous: true } | { unknown: true };

/**
 * Reads imported area and picked-row cells written as names back into what the row stores, as the export writes them
 * (issue 28): an x-area cell 辽宁省沈阳市和平区 (or an area name no other area has) becomes its code; an x-pick cell
 * becomes the key of the row of that name the writer may pick, each of several comma-joined names when the property
 * holds several. A cell holding a stored code or key stays as it is; so does a name no pickable row has, which the
 * row checks then refuse as not existing or out of the writer's range. A name several rows share is a reason the row
 * is refused. Each name is looked up once per import. Fills `input` in place; returns the reasons, if any.
 */
export function importNameReader(call: CrudCall): (input: Row) => Promise<string[]> {
  const { entity } = call;
  const areas = areaFields(entity);
  const picks = pickFields(entity).filter(([, spec]) => nameSource(spec));
  const found = new Map<string, Promise<Picked>>();
  const lookUp = (field: string, spec: PickSpec, text: string) => {
    const at = `${field}\u0000${text}`;
    if (!found.has(at)) found.set(at, pickedBy(call, spec, text));
    return found.get(at)!;
  };
  return async (input) => {
    const reasons: string[] = [];
    for (const field of areas) {
      const cell = input[field];
      if (cell === undefined || cell === null || cell === '' || isCode(cell)) continue;
      const codes = areaCodesNamed(String(cell));
      if (codes.length === 1) input[field] = codes[0];
      else if (codes.length > 1) reasons.push(`${fieldLabel(entity, field)}「${cell}」有重名，请填写完整的省市区名称或地区编码`);
      else reasons.push(`${fieldLabel(entity, field)}「${cell}」不是已知的地区，请填写省市区名称或地区编码`);
    }
    for (const [field, spec] of picks) {
      const cell = input[field];
      if (cell === undefined || cell === null || cell === '') continue;
      const parts = pickedKeys(String(cell).trim(), spec.multiple ?? false);
      const keys: string[] = [];
      for (const part of parts) {
        const picked = await lookUp(field, spec, part);
        if ('ambiguous' in picked) reasons.push(`${fieldLabel(entity, field)}「${part}」有多条同名数据，无法确定是哪一条`);
        keys.push('key' in picked ? picked.key : part);
      }
      input[field] = keys.join(',');
    }
    return reasons;
  };
}

/** The pickable row `text` names: by its key first (a cell may hold the stored key), else by its name. */
async function pickedBy(call: CrudCall, spec: PickSpec, text: string): Promise<Picked> {
  if ((await pickableRows(call, spec, [spec.key], spec.key, [text])).length) return { key: text };
  const name = nameSource(spec)!.name;
  const rows = await pickableRows(call, spec, [spec.key], name, [text]);
  const keys = [...new Set(rows.map((r) => String(r[spec.key])))];
  if (keys.length === 1) return { key: keys[0] };
  return keys.length ? { ambiguous: true } : { unknown: true };
}
