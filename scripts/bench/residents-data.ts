/**
 * Deterministic synthetic residents for the list benchmark. The shape is chosen so that the benchmark query
 * (street01's region, names starting with 王, newest first) has a page 5000: street01's street holds 60% of the
 * rows and about a fifth of the names start with 王, so about 125,000 of 1,000,000 rows match. Names, identity
 * numbers and mobile numbers come from the demo seed's generators (src/server/seed/demo-people/random.ts).
 */
import { randomUUID } from 'node:crypto';
import { demoRegions } from '../../src/server/seed/regions.js';
import { chineseName, identityNumber, mobile, seededRandom } from '../../src/server/seed/demo-people/random.js';

export const BENCH_STREET = '210102001';
export const BENCH_PREFIX = '王';

/** Columns in insert order (snake_case, as the table has them). */
export const COLUMNS = [
  'id',
  'create_by',
  'create_time',
  'name',
  'sex',
  'id_card',
  'birthday',
  'phone',
  'address',
  'building_name',
  'room_no',
  'region_code',
  'political_status',
] as const;
export type BenchRow = Array<string | null>;

/** Grid codes (community code + 001..004) of the bench street and of the rest of the demo district. */
export async function gridCodes(): Promise<{ bench: string[]; others: string[] }> {
  const communities = (await demoRegions()).filter((r) => r.regionLevel === 5).map((r) => r.regionCode);
  const grids = (c: string) => [1, 2, 3, 4].map((n) => c + String(n).padStart(3, '0'));
  return {
    bench: communities.filter((c) => c.startsWith(BENCH_STREET)).flatMap(grids),
    others: communities.filter((c) => !c.startsWith(BENCH_STREET)).flatMap(grids),
  };
}

/**
 * 政治面貌 roughly as a city district has it (about 7 % party members, 8 % league members, most 群众, some not
 * filled in), drawn from a generator of its own so adding the column left the other columns as they were.
 */
const POLITICAL: Array<[string | null, number]> = [
  ['01', 0.065],
  ['02', 0.005],
  ['03', 0.08],
  ['12', 0.005],
  ['13', 0.75],
  [null, 0.095],
];
function politicalStatus(r: number): string | null {
  for (const [value, share] of POLITICAL) if ((r -= share) < 0) return value;
  return null;
}
const pad = (n: number, w: number) => String(n).padStart(w, '0');
const START = Date.UTC(2023, 0, 1);
const SPAN_S = 3 * 365 * 24 * 3600;
const dayText = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Yields rows in batches; row i is the same on every run. */
export async function* residentBatches(total: number, batchSize: number): AsyncGenerator<BenchRow[]> {
  const { bench, others } = await gridCodes();
  // The demo seed's names, identity numbers and mobile numbers (seed/demo-people/random.ts), from one seeded generator.
  const r = seededRandom(20261121);
  const rndPolitical = seededRandom(20261125);
  for (let start = 0; start < total; start += batchSize) {
    const batch: BenchRow[] = [];
    for (let i = start; i < Math.min(total, start + batchSize); i++) {
      const sex = r.next() < 0.5 ? '1' : '2';
      const drawn = chineseName(r, sex);
      // A fifth of the people are 王 (the benchmark's name prefix), the rest keep the seed's common surnames.
      const name = r.next() < 0.2 ? BENCH_PREFIX + drawn.slice(1) : drawn;
      const region = r.next() < 0.6 ? r.pick(bench) : r.pick(others);
      // Birthday and sequence from the row number: the identity number (unique in the table) never repeats.
      const birth = dayText(Date.UTC(1940, 0, 1) + (i % 29000) * 86400000);
      const created = new Date(START + Math.floor(r.next() * SPAN_S) * 1000).toISOString().slice(0, 19).replace('T', ' ');
      const building = r.int(1, 30);
      batch.push([
        randomUUID().replace(/-/g, ''),
        'bench',
        created,
        name,
        sex,
        identityNumber('210102', birth, Math.floor(i / 29000), sex),
        birth,
        mobile(r),
        `和平区示范路${building}号`,
        `${building}号楼`,
        `${r.int(1, 6)}-${pad(r.int(1, 20), 2)}01`,
        region,
        politicalStatus(rndPolitical.next()),
      ]);
    }
    yield batch;
  }
}
