import { idCardCheckChar } from '../../../../validators/id-card.js';

/** A small seeded generator (mulberry32): the same demo set on every machine and every start. */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)];
  /** One of the values, by weight: `[[value, weight], …]`. */
  const weighted = <T>(list: ReadonlyArray<readonly [T, number]>): T => {
    let r = next() * list.reduce((s, [, w]) => s + w, 0);
    for (const [v, w] of list) if ((r -= w) < 0) return v;
    return list[list.length - 1][0];
  };
  return { next, int, pick, weighted };
}

export type Random = ReturnType<typeof seededRandom>;

// The most common surnames (about half of the population) and characters of given names, by sex.
const SURNAMES =
  '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤';
const MALE =
  '伟刚勇毅俊峰强军平保东文辉力明永健世广志义兴良海山仁波宁贵福生龙元全国胜学祥才发武新利清飞彬富顺信子杰涛昌成康星光天达安岩中茂进林有坚和彪博诚先敬震振壮会思群豪心邦承乐绍功松善厚庆磊民友裕河哲江超浩亮政谦亨奇固之轮翰朗伯宏言若鸣朋斌梁栋维启克伦翔旭鹏泽晨辰士以建家致树炎德行时泰盛雄琛钧冠策腾楠榕风航弘';
const FEMALE =
  '秀娟英华慧巧美娜静淑惠珠翠雅芝玉萍红娥玲芬芳燕彩春菊兰凤洁梅琳素云莲真环雪荣爱妹霞香月莺媛艳瑞凡佳嘉琼勤珍贞莉桂娣叶璧璐娅琦晶妍茜秋珊莎锦黛青倩婷姣婉娴瑾颖露瑶怡婵雁蓓纨仪荷丹蓉眉君琴蕊薇菁梦岚苑婕馨瑗琰韵融园艺咏卿聪澜纯毓悦昭冰爽琬茗羽希宁欣飘育滢馥筠柔竹霭凝晓欢霄枫芸菲寒伊亚宜可姬舒影荔枝思丽';

// As arrays once: the list benchmark draws a million names.
const SURNAME_CHARS = [...SURNAMES];
const GIVEN_CHARS = { '1': [...MALE], '2': [...FEMALE] };

/** A plausible Chinese name for the sex ('1' male, '2' female): a common surname and one or two given characters. */
export function chineseName(r: Random, sex: '1' | '2'): string {
  const chars = GIVEN_CHARS[sex];
  const given = r.next() < 0.6 ? r.pick(chars) + r.pick(chars) : r.pick(chars);
  return r.pick(SURNAME_CHARS) + given;
}

const MOBILE_PREFIXES = [
  '130',
  '131',
  '132',
  '133',
  '135',
  '136',
  '137',
  '138',
  '139',
  '150',
  '151',
  '152',
  '155',
  '156',
  '157',
  '158',
  '159',
  '166',
  '176',
  '177',
  '178',
  '180',
  '181',
  '182',
  '183',
  '185',
  '186',
  '187',
  '188',
  '189',
  '199',
];

/** An 11-digit mobile number of a real Chinese carrier prefix. */
export const mobile = (r: Random) => r.pick(MOBILE_PREFIXES) + String(r.int(0, 99_999_999)).padStart(8, '0');

/** A valid 18-digit identity card number (GB 11643 check character): area, birth date, sequence whose parity is the sex. */
export function identityNumber(area: string, birthday: string, seq: number, sex: '1' | '2'): string {
  const order = seq * 2 + (sex === '1' ? 1 : 0); // odd: male, even: female
  const first17 = `${area}${birthday.replace(/-/g, '')}${String(order % 1000).padStart(3, '0')}`;
  return first17 + idCardCheckChar(first17);
}

/** A birth date `YYYY-MM-DD` of someone aged between min and max years in `year`. */
export function birthDate(r: Random, year: number, minAge: number, maxAge: number): string {
  const y = year - r.int(minAge, maxAge);
  const m = r.int(1, 12);
  const d = r.int(1, new Date(Date.UTC(y, m, 0)).getUTCDate());
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}
