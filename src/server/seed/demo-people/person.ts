/**
 * The demo registers' people (units, work forces, epidemic): the same generator, names, mobile numbers and
 * identity numbers as the demo residents (random.ts), through a plain `() => number` that those registers draw
 * their other choices from. Seeded, so every start generates the same rows.
 */
import { chineseName as nameFor, identityNumber, mobile as mobileOf, seededRandom, type Random as Generator } from './random.js';

export type Random = () => number;

/** A seeded generator as a plain function (mulberry32, as the residents'). */
export const random = (seed: number): Random => seededRandom(seed).next;

export const pick = <T>(rnd: Random, xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)];
export const between = (rnd: Random, min: number, max: number): number => min + Math.floor(rnd() * (max - min + 1));

/** random.ts's helpers over a plain function. */
const generator = (rnd: Random): Generator => ({
  next: rnd,
  int: (min, max) => between(rnd, min, max),
  pick: (list) => pick(rnd, list),
  weighted: (list) => {
    let r = rnd() * list.reduce((s, [, w]) => s + w, 0);
    for (const [v, w] of list) if ((r -= w) < 0) return v;
    return list[list.length - 1][0];
  },
});

export const chineseName = (rnd: Random, sex: '1' | '2' = rnd() < 0.5 ? '1' : '2'): string => nameFor(generator(rnd), sex);
export const mobile = (rnd: Random): string => mobileOf(generator(rnd));

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
 * A person born between two years, with an identity card of 和平区 (210102). `serial` (0-499) makes the number
 * unique among the people of one sex one generator makes on the same birthday.
 */
export function person(rnd: Random, serial: number, fromYear = 1950, toYear = 2003): Person {
  const birthday = dayAfter(`${fromYear}-01-01`, between(rnd, 0, (toYear - fromYear + 1) * 365 - 1));
  const sex = rnd() < 0.5 ? '1' : '2';
  return { name: chineseName(rnd, sex), idCard: identityNumber('210102', birthday, serial % 500, sex), sex, birthday, phone: mobile(rnd) };
}
