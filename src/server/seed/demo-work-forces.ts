/** Demo rows of 工作力量: the eight forces over one table (see demo-registers.ts). */
import { between, dayAfter, person, pick, type Random } from './demo-people/person.js';
import type { DemoPlaces, Row } from './demo-registers.js';

/** Force type, how many, posts, where they work, born between, share of party members. */
const FORCES: Array<{ type: string; count: number; posts: string[]; units: string[]; born: [number, number]; party: number }> = [
  {
    type: '1',
    count: 60,
    posts: ['社区书记', '社区主任', '社区副主任', '民政专干', '综治专干', '社保专干'],
    units: ['{c}居民委员会'],
    born: [1970, 1998],
    party: 0.6,
  },
  {
    type: '2',
    count: 30,
    posts: ['科员', '副科长', '科长', '综合执法队员'],
    units: ['浑河湾街道办事处', '和平区新华街道办事处', '和平区太原街街道办事处'],
    born: [1968, 1996],
    party: 0.7,
  },
  { type: '3', count: 60, posts: ['专职网格员', '兼职网格员', '网格长'], units: ['{c}居民委员会'], born: [1972, 1999], party: 0.4 },
  {
    type: '4',
    count: 80,
    posts: ['党员', '支部委员', '组织委员', '宣传委员'],
    units: ['{c}居民委员会', '退休', '沈阳市和平区第一中学', '和平区人民医院'],
    born: [1945, 2000],
    party: 1,
  },
  {
    type: '5',
    count: 100,
    posts: ['志愿者', '志愿服务队队长', '楼栋长'],
    units: ['退休', '{c}居民', '辽宁大学', '沈阳师范大学'],
    born: [1950, 2004],
    party: 0.25,
  },
  {
    type: '6',
    count: 20,
    posts: ['街道党工委书记', '街道办事处主任', '街道党工委副书记', '街道办事处副主任'],
    units: ['浑河湾街道办事处', '和平区新华街道办事处'],
    born: [1965, 1985],
    party: 1,
  },
  {
    type: '7',
    count: 30,
    posts: ['物业经理', '客服专员', '保安', '保洁', '维修工'],
    units: ['沈阳恒达物业服务有限公司', '沈阳安康物业服务有限公司', '辽宁万科物业服务有限公司'],
    born: [1965, 2000],
    party: 0.1,
  },
  {
    type: '8',
    count: 20,
    posts: ['社区民警', '人民调解员', '法律顾问', '社区医生'],
    units: ['和平区公安分局浑河湾派出所', '和平区司法局', '和平区社区卫生服务中心'],
    born: [1965, 1995],
    party: 0.5,
  },
];

export function workForceRows(rnd: Random, at: DemoPlaces): Row[] {
  const rows: Row[] = [];
  let serial = 0;
  for (const force of FORCES) {
    for (let i = 0; i < force.count; i++) {
      const p = person(rnd, serial++, ...force.born);
      const region = at.region(rnd);
      const isParty = rnd() < force.party;
      const joined = isParty ? dayAfter(p.birthday, between(rnd, 18 * 365 + 5, 40 * 365)) : null;
      rows.push({
        ...p,
        forceType: force.type,
        post: pick(rnd, force.posts),
        workUnit: pick(rnd, force.units).replace('{c}', '所在社区'),
        regionCode: region,
        partyMember: isParty ? 'Y' : 'N',
        partOrgId: isParty ? at.partOrgOf(region) : null,
        joinPartyDate: joined && joined < '2025-07-01' ? joined : null,
        entryDate: dayAfter('2012-01-01', between(rnd, 0, 13 * 365)),
      });
    }
  }
  return rows;
}
