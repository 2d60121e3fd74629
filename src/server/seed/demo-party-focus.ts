/** Demo rows of 重点人群 (with visit records) and 党建活动 (with participants), from the demo people (see demo-registers.ts). */
import { between, chineseName, dayAfter, mobile, person, pick, type Random } from './demo-people/person.js';
import type { Row } from './demo-registers.js';
import { newId } from '../services/ids.js';

/** A demo resident as the focus and activity registers need one. */
export interface DemoResident {
  id: string;
  name: string;
  idCard: string;
  phone: string | null;
  birthday: string;
  regionCode: string;
  politicalStatus: string | null;
  tags: string | null;
}

export interface DemoPartOrg {
  id: string;
  orgName: string;
  dicPartOrgType: string;
  regionCode: string;
  secretary: string | null;
}

/** Category (focus_category), how many, the 居民标签 that marks candidates (else an age range), attention levels, visit notes. */
const FOCUS: Array<{ category: string; count: number; tag?: string; ages?: [number, number]; levels: string[]; guardian?: boolean; notes: string[] }> = [
  {
    category: '1',
    count: 16,
    tag: '3',
    levels: ['1', '1', '2'],
    guardian: true,
    notes: ['老人身体状况良好，生活能够自理', '叮嘱按时服药，检查了燃气和用电安全', '老人血压偏高，已联系子女陪同就医', '帮老人预约了家庭医生上门随访'],
  },
  { category: '2', count: 12, tag: '2', levels: ['1', '2'], notes: ['了解康复情况，讲解残疾人两项补贴政策', '协助办理残疾人证年审', '家中无障碍设施使用正常'] },
  {
    category: '3',
    count: 12,
    tag: '1',
    levels: ['1', '1', '2'],
    notes: ['核实家庭收入情况，低保待遇继续享受', '送去米面油等慰问品', '了解就业意愿，推荐社区公益岗位'],
  },
  {
    category: '8',
    count: 6,
    tag: '5',
    levels: ['1', '2'],
    guardian: true,
    notes: ['与祖父母沟通孩子学习生活情况', '孩子在校表现良好，已联系班主任', '邀请孩子参加社区“四点半课堂”'],
  },
  { category: '4', count: 4, ages: [25, 60], levels: ['2', '3'], notes: ['了解就业和生活情况，思想稳定', '协助办理社保接续', '按期谈话，无异常情况'] },
  { category: '5', count: 3, ages: [20, 60], levels: ['2', '3'], notes: ['按规定报到，参加社区公益劳动', '按时提交思想汇报，表现良好'] },
  {
    category: '6',
    count: 4,
    ages: [20, 70],
    levels: ['2', '3'],
    guardian: true,
    notes: ['监护人反映近期病情稳定，按时服药', '协调家庭医生随访，落实监护补贴'],
  },
  { category: '7', count: 1, ages: [25, 55], levels: ['3'], notes: ['配合检测，结果阴性', '社区康复协议执行良好'] },
  { category: '9', count: 2, ages: [18, 80], levels: ['1'], notes: ['了解近况，无特殊诉求'] },
];

const ageOn = (today: string, birthday: string) => Number(today.slice(0, 4)) - Number(birthday.slice(0, 4));

/** `count` distinct items of the list, in a seeded order. */
function draw<T>(rnd: Random, list: readonly T[], count: number): T[] {
  const rest = [...list];
  const out: T[] = [];
  while (out.length < count && rest.length) out.push(rest.splice(Math.floor(rnd() * rest.length), 1)[0]);
  return out;
}

/**
 * About 60 focus persons drawn from the residents — 独居老人, 残疾人, 低保户 and 留守儿童 among those tagged so, the other
 * categories among residents of fitting age — each with 1-4 visits in the last half year by their grid's worker.
 * `staff`: grid code -> the username of its grid member (责任网格员), where one is seeded.
 */
export function focusRows(rnd: Random, residents: DemoResident[], staff: Map<string, string>, today: string): { masters: Row[]; details: Row[] } {
  const masters: Row[] = [];
  const details: Row[] = [];
  const workers = new Map<string, string>();
  const workerOf = (region: string) => workers.get(region) ?? workers.set(region, chineseName(rnd)).get(region)!;
  for (const f of FOCUS) {
    const candidates = residents.filter((r) =>
      f.tag ? (r.tags ?? '').split(',').includes(f.tag) : ageOn(today, r.birthday) >= f.ages![0] && ageOn(today, r.birthday) <= f.ages![1],
    );
    for (const r of draw(rnd, candidates, f.count)) {
      const id = newId();
      masters.push({
        id,
        residentId: r.id,
        residentName: r.name,
        idCard: r.idCard,
        phone: r.phone,
        category: f.category,
        attentionLevel: pick(rnd, f.levels),
        gridStaff: staff.get(r.regionCode) ?? null,
        guardian: f.guardian ? chineseName(rnd) : null,
        guardianPhone: f.guardian ? mobile(rnd) : null,
        startDate: dayAfter(today, -between(rnd, 200, 1500)),
        regionCode: r.regionCode,
        remark: null,
      });
      const offsets = draw(
        rnd,
        Array.from({ length: 178 }, (_, i) => i + 3),
        between(rnd, 1, 4),
      ).sort((a, b) => b - a);
      offsets.forEach((days, i) => {
        // 刑满释放, 社区矫正 and 吸毒 people are also asked in (约谈); the others are visited, phoned or called on video.
        const way = ['4', '5', '7'].includes(f.category) && rnd() < 0.3 ? '4' : pick(rnd, ['1', '1', '1', '2', '2', '3']);
        details.push({
          focusId: id,
          sortNo: i + 1,
          visitDate: dayAfter(today, -days),
          visitor: workerOf(r.regionCode),
          visitWay: way,
          situation: pick(rnd, f.notes),
        });
      });
    }
  }
  return { masters, details };
}

/** Activity type (party_activity_type) and its titles, with what the record says. */
const ACTIVITIES: Array<{ type: string; titles: string[]; content: string }> = [
  {
    type: '1',
    titles: ['支部党员大会：通报党费收缴和发展党员情况', '支部委员会：研究部署下季度重点工作', '党小组会：交流学习体会', '党课：弘扬伟大建党精神'],
    content: '传达上级党组织有关精神，党员逐一发言，支部书记作总结。',
  },
  {
    type: '2',
    titles: ['主题党日：学习贯彻党的二十届四中全会精神', '主题党日：重温入党誓词', '主题党日：参观沈阳抗美援朝烈士陵园'],
    content: '全体党员集中学习，重温入党誓词，交流心得体会。',
  },
  {
    type: '3',
    titles: ['党员志愿服务：清理楼道堆积物', '党员志愿服务：为独居老人送温暖', '党员志愿服务：文明城市创建宣传'],
    content: '党员分组入户、进楼院，佩戴党员徽章亮身份、作表率。',
  },
  { type: '4', titles: ['年度组织生活会', '专题组织生活会：对照检查查摆问题'], content: '开展批评与自我批评，逐条列出问题清单和整改措施。' },
  { type: '5', titles: ['民主评议党员大会'], content: '党员个人述职，相互评议，支部委员会综合确定评议等次。' },
  {
    type: '6',
    titles: ['专题学习：《中国共产党纪律处分条例》', '专题学习：基层治理与网格化服务管理'],
    content: '领学原文，观看专题辅导视频，围绕社区工作开展讨论。',
  },
];
const ROOMS = ['党群服务中心会议室', '党员活动室', '新时代文明实践站', '党群服务中心多功能厅'];

/** The community or street an organisation belongs to, as its name says (中共南京南社区委员会 -> 南京南社区). */
const placeName = (org: DemoPartOrg) => /^(?:中共)?(.+?(?:社区|街道))/.exec(org.orgName)?.[1] ?? '';

/**
 * About 20 activities of the street and community organisations (branches twice as often) in the last ten months,
 * each with 3-10 participants: the party members among the residents of the organisation's region where there are
 * enough, generated people otherwise.
 */
export function activityRows(rnd: Random, orgs: DemoPartOrg[], residents: DemoResident[], today: string): { masters: Row[]; details: Row[] } {
  const masters: Row[] = [];
  const details: Row[] = [];
  const local = orgs.filter((o) => o.regionCode.length > 6);
  const weighted = local.flatMap((o) => (o.dicPartOrgType === '3' ? [o, o] : [o]));
  if (!weighted.length) return { masters, details };
  const members = residents.filter((r) => r.politicalStatus === '01' || r.politicalStatus === '02');
  for (let i = 0; i < 20; i++) {
    const org = pick(rnd, weighted);
    const kind = pick(rnd, ACTIVITIES);
    const id = newId();
    const size = between(rnd, 3, 10);
    const own = draw(
      rnd,
      members.filter((m) => m.regionCode.startsWith(org.regionCode)),
      size,
    ).map((m) => ({ id: m.id, name: m.name, phone: m.phone }));
    const people = [...own, ...Array.from({ length: size - own.length }, (_, k) => person(rnd, k, 1945, 2000))];
    let present = 0;
    people.forEach((p, k) => {
      const attendance = rnd() < 0.85 ? '1' : rnd() < 0.7 ? '2' : '3';
      if (attendance === '1') present++;
      details.push({
        activityId: id,
        sortNo: k + 1,
        residentId: 'id' in p ? p.id : null,
        memberName: p.name,
        phone: p.phone,
        attendance,
        remark: attendance === '2' ? pick(rnd, ['外出', '身体原因', '工作原因']) : null,
      });
    });
    masters.push({
      id,
      partOrgId: org.id,
      title: pick(rnd, kind.titles),
      activityType: kind.type,
      activityDate: dayAfter(today, -between(rnd, 3, 300)),
      place: `${placeName(org)}${pick(rnd, ROOMS)}`,
      host: org.secretary ?? chineseName(rnd),
      recorder: people[people.length - 1].name,
      content: `<p>${kind.content}应到${size}人，实到${present}人。</p>`,
      photos: null,
      regionCode: org.regionCode,
      remark: null,
    });
  }
  return { masters, details };
}
