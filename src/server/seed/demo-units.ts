/** Demo rows of 单位信息 and 社会组织 (see demo-registers.ts). */
import { creditCodeCheckChar } from '../../../validators/credit-code.js';
import { between, chineseName, mobile, pick, dayAfter, type Random } from './demo-people/person.js';
import type { DemoPlaces, Row } from './demo-registers.js';

const ROADS = ['南京南街', '三好街', '文化路', '砂阳路', '南五马路', '太原街', '中华路', '和平北大街', '长白街', '浑河湾路', '青年大街', '南八马路'];
const CODE_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const pad = (n: number, w: number) => String(n).padStart(w, '0');

/** A credit code registered in 和平区: authority and type (`91` 企业, `92` 个体, `12` 事业单位, `51` 社会团体 …), a body unique by `serial`. */
export function demoCreditCode(rnd: Random, kind: string, serial: number): string {
  const body = `MA${pad(serial, 4)}${pick(rnd, [...CODE_CHARS])}${pick(rnd, [...CODE_CHARS])}${pick(rnd, [...CODE_CHARS])}`;
  const first17 = `${kind}${'210102'}${body}`;
  return first17 + creditCodeCheckChar(first17);
}

export const demoAddress = (rnd: Random): string => `和平区${pick(rnd, ROADS)}${between(rnd, 1, 260)}号`;

interface UnitKind {
  type: string;
  code: string;
  names: string[];
  industries: string[];
  staff: [number, number];
}

const KINDS: UnitKind[] = [
  {
    type: '1',
    code: '91',
    names: [
      '沈阳{w}科技有限公司',
      '沈阳{w}商贸有限公司',
      '辽宁{w}建设工程有限公司',
      '沈阳{w}物业服务有限公司',
      '沈阳{w}餐饮管理有限公司',
      '沈阳{w}医药连锁有限公司',
    ],
    industries: ['I', 'F', 'E', 'K', 'H', 'F', 'L', 'M'],
    staff: [5, 400],
  },
  {
    type: '2',
    code: '92',
    names: ['和平区{w}便利店', '和平区{w}面馆', '和平区{w}理发店', '和平区{w}五金商店', '和平区{w}洗衣店'],
    industries: ['F', 'H', 'O'],
    staff: [1, 12],
  },
  { type: '3', code: '11', names: ['和平区{w}管理所', '和平区{w}服务中心'], industries: ['S'], staff: [10, 80] },
  { type: '4', code: '12', names: ['沈阳市和平区{w}小学', '和平区{w}社区卫生服务中心', '和平区{w}幼儿园'], industries: ['P', 'Q'], staff: [15, 200] },
];
const WORDS = [
  '恒达',
  '华信',
  '金桥',
  '同泰',
  '盛京',
  '新源',
  '瑞丰',
  '鑫隆',
  '和顺',
  '安康',
  '博远',
  '天成',
  '宏图',
  '嘉禾',
  '永安',
  '众诚',
  '东方',
  '北辰',
  '长青',
  '明德',
];

export function unitRows(rnd: Random, at: DemoPlaces): Row[] {
  const rows: Row[] = [];
  for (let i = 0; i < 300; i++) {
    const kind = KINDS[rnd() < 0.55 ? 0 : rnd() < 0.65 ? 1 : rnd() < 0.5 ? 2 : 3];
    const region = at.region(rnd);
    const staff = between(rnd, ...kind.staff);
    const linked = kind.type !== '2' && rnd() < 0.5 ? at.partOrgOf(region) : null;
    rows.push({
      unitName: pick(rnd, kind.names).replace('{w}', pick(rnd, WORDS) + (i >= 100 ? pick(rnd, WORDS) : '')) + (i >= 200 ? `（${pick(rnd, ROADS)}店）` : ''),
      creditCode: demoCreditCode(rnd, kind.code, i),
      unitType: kind.type,
      industry: pick(rnd, kind.industries),
      legalPerson: chineseName(rnd),
      contact: chineseName(rnd),
      contactPhone: mobile(rnd),
      address: demoAddress(rnd),
      employeeCount: staff,
      partyMemberCount: kind.type === '2' ? 0 : Math.floor(staff * rnd() * 0.3),
      partOrgId: linked,
      regionCode: region,
      gisLon: Number((123.37 + rnd() * 0.08).toFixed(6)),
      gisLat: Number((41.75 + rnd() * 0.05).toFixed(6)),
    });
  }
  return rows;
}

const ORG_KINDS: Array<{ category: string; code: string; names: string[]; supervisors: string[] }> = [
  {
    category: '1',
    code: '51',
    names: ['和平区{w}志愿者协会', '和平区{w}书画协会', '和平区{w}老年人体育协会', '和平区{w}商会', '和平区{w}慈善协会'],
    supervisors: ['和平区民政局', '和平区文化旅游和广播电视局', '和平区体育局'],
  },
  {
    category: '2',
    code: '52',
    names: ['和平区{w}社会工作服务中心', '和平区{w}养老服务中心', '和平区{w}青少年活动中心', '和平区{w}职业培训学校'],
    supervisors: ['和平区民政局', '和平区教育局', '和平区人力资源和社会保障局'],
  },
  { category: '3', code: '53', names: ['沈阳市{w}公益基金会', '沈阳市{w}教育基金会'], supervisors: ['沈阳市民政局'] },
];

export function socialOrgRows(rnd: Random, at: DemoPlaces): Row[] {
  const rows: Row[] = [];
  for (let i = 0; i < 120; i++) {
    const kind = ORG_KINDS[rnd() < 0.5 ? 0 : rnd() < 0.85 ? 1 : 2];
    const region = at.region(rnd);
    rows.push({
      orgName: pick(rnd, kind.names).replace('{w}', pick(rnd, WORDS) + (i >= 60 ? pick(rnd, WORDS) : '')),
      creditCode: demoCreditCode(rnd, kind.code, 5000 + i),
      category: kind.category,
      registrationAuthority: kind.category === '3' ? '沈阳市民政局' : '沈阳市和平区民政局',
      supervisor: pick(rnd, kind.supervisors),
      registerDate: dayAfter('2008-01-01', between(rnd, 0, 16 * 365)),
      legalPerson: chineseName(rnd),
      phone: mobile(rnd),
      memberCount: between(rnd, 8, kind.category === '1' ? 600 : 60),
      activityArea: kind.category === '3' ? '沈阳市' : pick(rnd, ['和平区', '和平区', '沈阳市', '所在社区']),
      businessScope: kind.category === '1' ? '组织会员开展活动，提供交流服务' : kind.category === '2' ? '为辖区居民提供社会服务' : '募集资金，资助公益项目',
      address: demoAddress(rnd),
      status: rnd() < 0.88 ? '1' : pick(rnd, ['2', '3', '4']),
      regionCode: region,
    });
  }
  return rows;
}
