import { newId } from '../../services/ids.js';
import { birthDate, chineseName, identityNumber, mobile, seededRandom, type Random } from './random.js';

/** A region the demo set fills: a grid (or a community without grids) with the names its addresses use. */
export interface DemoRegion {
  regionCode: string;
  /** 浑河湾街道 */
  streetName: string;
  /** 水源地社区 */
  communityName: string;
  /** The n-th filled region of its community: buildings are numbered on from the ones before. */
  index: number;
}

export type Row = Record<string, string | number | null>;

export interface DemoSet {
  buildings: Row[];
  houses: Row[];
  residents: Row[];
}

export const BUILDINGS_PER_REGION = 5;
const UNITS = 2;
const FLOORS = 6;
const HOUSES_PER_FLOOR = 2;
// Residents outside 和平区 come from elsewhere in 辽宁 (流动人口): 沈阳's other districts, 大连, 鞍山, 抚顺, 本溪, 丹东, 锦州.
const HOME_AREA = '210102';
const OTHER_AREAS = ['210103', '210104', '210105', '210106', '210111', '210112', '210202', '210203', '210302', '210402', '210502', '210602', '210702'];
const NATIONS: Array<[string, number]> = [
  ['01', 90],
  ['03', 3],
  ['08', 4],
  ['06', 2],
  ['02', 1],
]; // 汉, 回, 满, 朝鲜, 蒙古
const POLITICAL: Array<[string, number]> = [
  ['13', 78],
  ['01', 10],
  ['03', 10],
  ['02', 1],
  ['12', 1],
];
const WORK_UNITS = [
  '沈阳市第一人民医院',
  '和平区实验小学',
  '沈阳地铁集团',
  '辽宁省电力公司',
  '华润万家超市',
  '个体经营',
  '退休',
  '待业',
  '沈阳铁路局',
  '中国建设银行沈阳分行',
];
const COMPANIES = ['沈阳华城物业管理有限公司', '辽宁万科物业服务有限公司', '沈阳金地物业有限公司', '社区自管'];
// 和平区, roughly: where the buildings' map points fall.
const LON = [123.37, 123.44];
const LAT = [41.74, 41.8];
const TAG_SEED = 20_261_126;

const stem = (name: string) => name.replace(/(社区|居委会|村委会|村)$/, '');

/** What a resident's tags may follow from: the rest is chance. */
interface TagFacts {
  age: number;
  sex: '1' | '2';
  /** Members of the household. */
  members: number;
  /** A tenant household (流动人口 from elsewhere); `head`: its first member. */
  tenant: boolean;
  head: boolean;
  workUnit: string | null;
}

/**
 * 居民标签 (dictionary resident_tag), comma-joined in dictionary order, or null — as most residents are. Drawn from
 * a generator of its own, so adding the tags left the demo people as they were.
 */
function residentTags(t: Random, f: TagFacts): string | null {
  const tags: string[] = [];
  const chance = (p: number) => t.next() < p;
  if (f.age >= 18 && chance(0.03)) tags.push('1'); // 低保户
  if (chance(0.025)) tags.push('2'); // 残疾人
  if (f.age >= 65 && f.members === 1 && chance(0.8))
    tags.push('3'); // 独居老人
  else if (f.age >= 60 && f.members === 2 && chance(0.4)) tags.push('4'); // 空巢老人
  if (f.age < 16 && chance(0.04)) tags.push('5'); // 留守儿童
  if (f.sex === '1' && f.age >= 35 && f.age <= 80 && chance(0.05)) tags.push('6'); // 退役军人
  if (f.age >= 50 && chance(0.008)) tags.push('7'); // 特扶家庭
  if (f.workUnit === '待业' && chance(0.3)) tags.push('8'); // 失业人员
  if (f.tenant && chance(0.5)) tags.push('9'); // 流动人口
  if (f.tenant && f.head) tags.push('10'); // 出租户
  return tags.length ? tags.join(',') : null;
}

/**
 * The demo buildings, houses and residents of the regions: per region BUILDINGS_PER_REGION residential buildings of
 * 2 units × 6 floors × 2 houses, 1 to 4 residents per occupied house (one household: same 户号, the first is
 * 户主), some houses empty or let. Identity numbers are valid and distinct (`taken` holds those already used), sex
 * and birth date follow them, phones are mobile numbers; about one in five has 居民标签 that fit (独居老人 alone and
 * old, 流动人口 in a let house …).
 */
export function generateDemoSet(r: Random, regions: DemoRegion[], year: number, taken: Set<string>): DemoSet {
  const set: DemoSet = { buildings: [], houses: [], residents: [] };
  const tagRandom = seededRandom(TAG_SEED);
  let seq = 0;
  const uniqueId = (area: string, birthday: string, sex: '1' | '2') => {
    for (;;) {
      const id = identityNumber(area, birthday, (seq += 1), sex);
      if (!taken.has(id)) return (taken.add(id), id);
    }
  };
  for (const region of regions) {
    const community = stem(region.communityName);
    for (let b = 1; b <= BUILDINGS_PER_REGION; b += 1) {
      const number = region.index * BUILDINGS_PER_REGION + b;
      const buildingId = newId();
      const buildingName = `${community}小区${number}号楼`;
      const address = `沈阳市和平区${region.streetName}${community}小区${number}号楼`;
      set.buildings.push({
        id: buildingId,
        buildingName,
        buildingNo: String(number).padStart(3, '0'),
        address,
        regionCode: region.regionCode,
        floorsAbove: FLOORS,
        floorsBelow: r.int(0, 1),
        unitCount: UNITS,
        householdCount: UNITS * FLOORS * HOUSES_PER_FLOOR,
        structure: r.weighted([
          ['1', 6],
          ['2', 3],
          ['3', 1],
        ] as const),
        buildingUse: '1',
        builtYear: r.int(1985, 2015),
        propertyCompany: r.pick(COMPANIES),
        buildingHead: chineseName(r, r.next() < 0.5 ? '1' : '2'),
        headPhone: mobile(r),
        gisLon: Number((LON[0] + r.next() * (LON[1] - LON[0])).toFixed(6)),
        gisLat: Number((LAT[0] + r.next() * (LAT[1] - LAT[0])).toFixed(6)),
        remark: null,
      });
      for (let unit = 1; unit <= UNITS; unit += 1) {
        for (let floor = 1; floor <= FLOORS; floor += 1) {
          for (let h = 1; h <= HOUSES_PER_FLOOR; h += 1) {
            const roomNo = `${floor}0${h}`;
            const use = r.weighted([
              ['1', 75],
              ['2', 15],
              ['3', 10],
            ] as const); // 自住, 出租, 空置
            const houseId = newId();
            const owner = makePerson(r, year, 30, 75);
            const ownerIdCard = uniqueId(HOME_AREA, owner.birthday, owner.sex);
            set.houses.push({
              id: houseId,
              buildingId,
              unitNo: String(unit),
              floorNo: floor,
              roomNo,
              area: Number((55 + r.next() * 75).toFixed(1)),
              houseUse: use,
              ownerName: owner.name,
              ownerIdCard,
              ownerPhone: mobile(r),
              regionCode: region.regionCode,
              remark: null,
            });
            if (use === '3') continue;
            const householdNo = `${region.regionCode.slice(-9)}${String(set.houses.length).padStart(5, '0')}`;
            const members = use === '2' ? r.int(1, 3) : r.int(1, 4);
            const moved = use === '2'; // tenants are 流动人口 from elsewhere
            let head = '';
            for (let m = 0; m < members; m += 1) {
              const p = m === 0 && !moved ? { ...owner } : makePerson(r, year, m === 0 ? 22 : 1, m === 0 ? 80 : 85);
              const idCard = m === 0 && !moved ? ownerIdCard : uniqueId(moved ? r.pick(OTHER_AREAS) : HOME_AREA, p.birthday, p.sex);
              if (m === 0) head = p.name;
              const age = ageIn(year, p.birthday);
              const resident: Row = {
                id: newId(),
                name: p.name,
                sex: p.sex,
                idCard,
                birthday: p.birthday,
                phone: age >= 16 ? mobile(r) : null,
                nation: r.weighted(NATIONS),
                politicalStatus: age >= 18 ? r.weighted(POLITICAL) : '13',
                residenceType: moved ? '2' : '1',
                householdNo,
                householder: head,
                workUnit: age >= 18 ? r.pick(WORK_UNITS) : null,
                address: `${address}${unit}单元${roomNo}`,
                buildingName,
                roomNo: `${unit}-${roomNo}`,
                buildingId,
                houseId,
                regionCode: region.regionCode,
                remark: null,
              };
              resident.tags = residentTags(tagRandom, { age, sex: p.sex, members, tenant: moved, head: m === 0, workUnit: resident.workUnit as string | null });
              set.residents.push(resident);
            }
          }
        }
      }
    }
  }
  return set;
}

const ageIn = (year: number, birthday: string) => year - Number(birthday.slice(0, 4));

function makePerson(r: Random, year: number, minAge: number, maxAge: number) {
  const sex: '1' | '2' = r.next() < 0.5 ? '1' : '2';
  return { sex, name: chineseName(r, sex), birthday: birthDate(r, year, minAge, maxAge) };
}
