/**
 * Deterministic synthetic residents for the list benchmark. The shape is chosen so that the benchmark query
 * (street01's region, names starting with 王, newest first) has a page 5000: street01's street holds 60% of the
 * rows and 王 is 20% of the surnames, so about 120,000 of 1,000,000 rows match.
 */
import { randomUUID } from 'node:crypto';
import { demoRegions } from '../../src/server/seed/regions.js';
import { idCardCheckChar } from '../../validators/id-card.js';

export const BENCH_STREET = '210102001';
export const BENCH_PREFIX = '王';
const OTHER_SURNAMES = [...'李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤'];
const GIVEN = [...'伟芳娜秀英敏静丽强磊军洋勇艳杰娟涛明超秀兰霞平刚桂英华玉兰萍红梅鑫波斌宇浩凯健俊帆帅旭宁婷雪琳晨欣怡佳慧颖'];

/** Columns in insert order (snake_case, as the table has them). */
export const COLUMNS = ['id', 'create_by', 'create_time', 'name', 'sex', 'id_card', 'birthday', 'phone', 'address', 'building_name', 'room_no', 'region_code', 'political_status'] as const;
export type BenchRow = Array<string | null>;

/** mulberry32: a small seeded generator, so every run seeds the same data. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Grid codes (community code + 001..004) of the bench street and of the rest of the demo district. */
export async function gridCodes(): Promise<{ bench: string[]; others: string[] }> {
  const communities = (await demoRegions()).filter((r) => r.regionLevel === 5).map((r) => r.regionCode);
  const grids = (c: string) => [1, 2, 3, 4].map((n) => c + String(n).padStart(3, '0'));
  return {
    bench: communities.filter((c) => c.startsWith(BENCH_STREET)).flatMap(grids),
    others: communities.filter((c) => !c.startsWith(BENCH_STREET)).flatMap(grids),
  };
}

const pick = <T>(xs: T[], r: number) => xs[Math.floor(r * xs.length)];

/**
 * 政治面貌 roughly as a city district has it (about 7 % party members, 8 % league members, most 群众, some not
 * filled in), drawn from a generator of its own so the other columns stay what earlier runs seeded.
 */
const POLITICAL: Array<[string | null, number]> = [['01', 0.065], ['02', 0.005], ['03', 0.08], ['12', 0.005], ['13', 0.75], [null, 0.095]];
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
  const rnd = random(20261121);
  const rndPolitical = random(20261125);
  for (let start = 0; start < total; start += batchSize) {
    const batch: BenchRow[] = [];
    for (let i = start; i < Math.min(total, start + batchSize); i++) {
      const surname = rnd() < 0.2 ? BENCH_PREFIX : pick(OTHER_SURNAMES, rnd());
      const name = surname + pick(GIVEN, rnd()) + (rnd() < 0.6 ? pick(GIVEN, rnd()) : '');
      const region = rnd() < 0.6 ? pick(bench, rnd()) : pick(others, rnd());
      const birthMs = Date.UTC(1940, 0, 1) + (i % 29000) * 86400000;
      const birth = dayText(birthMs);
      const first17 = `210102${birth.replace(/-/g, '')}${pad(Math.floor(i / 29000), 3)}`;
      const created = new Date(START + Math.floor(rnd() * SPAN_S) * 1000).toISOString().slice(0, 19).replace('T', ' ');
      const building = 1 + Math.floor(rnd() * 30);
      batch.push([
        randomUUID().replace(/-/g, ''), 'bench', created, name, rnd() < 0.5 ? '1' : '2', first17 + idCardCheckChar(first17), birth,
        `139${pad(i, 8)}`, `和平区示范路${building}号`, `${building}号楼`, `${1 + Math.floor(rnd() * 6)}-${pad(1 + Math.floor(rnd() * 20), 2)}01`, region, politicalStatus(rndPolitical()),
      ]);
    }
    yield batch;
  }
}
