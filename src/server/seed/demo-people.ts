/**
 * Deterministic, plausible people for the demo registers: Chinese names, identity card numbers of 和平区 with a
 * right check character (GB 11643), mobile numbers, dates. Seeded, so every start generates the same rows.
 */
import { idCardCheckChar } from '../../../validators/id-card.js';

export type Random = () => number;

/** mulberry32: a small seeded generator (the same one the list benchmark's residents use). */
export function random(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SURNAMES = [...'王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤'];
const GIVEN = [...'伟芳娜秀英敏静丽强磊军洋勇艳杰娟涛明超兰霞平刚桂华玉萍红梅鑫波斌宇浩凯健俊帆帅旭宁婷雪琳晨欣怡佳慧颖志国建文春海'];
const MOBILE_PREFIXES = ['130', '131', '132', '135', '136', '137', '138', '139', '150', '151', '152', '155', '157', '158', '159', '176', '177', '180', '181', '186', '187', '188', '189', '199'];

export const pick = <T>(rnd: Random, xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)];
export const between = (rnd: Random, min: number, max: number): number => min + Math.floor(rnd() * (max - min + 1));
const pad = (n: number, w: number) => String(n).padStart(w, '0');

export function chineseName(rnd: Random): string {
  return pick(rnd, SURNAMES) + pick(rnd, GIVEN) + (rnd() < 0.65 ? pick(rnd, GIVEN) : '');
}

export function mobile(rnd: Random): string {
  return pick(rnd, MOBILE_PREFIXES) + pad(between(rnd, 0, 99_999_999), 8);
}

/** `YYYY-MM-DD` of a day `offset` days after `start` (UTC). */
export function dayAfter(start: string, offset: number): string {
  return new Date(Date.parse(`${start}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
}

export interface Person {
  name: string;
  idCard: string;
  sex: '1' | '2';
  birthday: string;
  phone: string;
}

/**
 * A person born between two years, with an identity card of 和平区 (210102). `serial` (0-999) makes the number
 * unique among the people one generator makes on the same birthday; the sex follows its last digit, as on real cards.
 */
export function person(rnd: Random, serial: number, fromYear = 1950, toYear = 2003): Person {
  const birthday = dayAfter(`${fromYear}-01-01`, between(rnd, 0, (toYear - fromYear + 1) * 365 - 1));
  const first17 = `210102${birthday.replace(/-/g, '')}${pad(serial % 1000, 3)}`;
  const sex = Number(first17[16]) % 2 === 1 ? '1' : '2';
  return { name: chineseName(rnd), idCard: first17 + idCardCheckChar(first17), sex, birthday, phone: mobile(rnd) };
}
