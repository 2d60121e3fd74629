/** Demo rows of 返乡人员, 隔离管控 (with daily temperatures) and 疫苗接种 (see demo-registers.ts). */
import { between, dayAfter, person, pick, type Random } from './demo-people/person.js';
import { demoAddress } from './demo-units.js';
import type { DemoPlaces, Row } from './demo-registers.js';
import { newId } from '../services/ids.js';

/** Where returnees come from: district codes of the national area data (x-area). */
const FROM = ['110105', '310115', '440305', '330106', '420111', '510107', '120104', '210202', '220102', '230102', '370102', '320106'];
const TRANSPORT_TRIPS: Record<string, () => string> = { '1': () => '辽A·', '2': () => 'G', '3': () => 'CZ', '4': () => '', '5': () => '' };

export function returneeRows(rnd: Random, at: DemoPlaces): Row[] {
  const rows: Row[] = [];
  for (let i = 0; i < 300; i++) {
    const p = person(rnd, i, 1950, 2008);
    const returned = dayAfter('2022-01-01', between(rnd, 0, 330));
    const transport = pick(rnd, ['1', '2', '2', '2', '3', '4', '5']);
    const trip = TRANSPORT_TRIPS[transport]();
    const tested = rnd() < 0.85;
    const health = rnd() < 0.9 ? '1' : rnd() < 0.8 ? '2' : '3';
    rows.push({
      name: p.name,
      idCard: p.idCard,
      sex: p.sex,
      phone: p.phone,
      fromArea: pick(rnd, FROM),
      returnDate: returned,
      transport,
      tripNo: trip ? `${trip}${between(rnd, 100, 9999)}` : null,
      healthCode: health,
      nucleicResult: tested ? (health === '3' && rnd() < 0.5 ? '2' : rnd() < 0.95 ? '1' : '3') : '4',
      nucleicDate: tested ? dayAfter(returned, between(rnd, 0, 2)) : null,
      address: `${demoAddress(rnd)}${between(rnd, 1, 6)}-${between(rnd, 1, 18)}0${between(rnd, 1, 4)}`,
      regionCode: at.region(rnd),
      status: health === '1' ? pick(rnd, ['1', '2', '5', '5']) : health === '2' ? pick(rnd, ['3', '5']) : pick(rnd, ['4', '5']),
    });
  }
  return rows;
}

const SITES = [
  '和平区南湖社区卫生服务中心',
  '和平区浑河湾社区卫生服务中心',
  '和平区太原街社区卫生服务中心',
  '沈阳市第四人民医院临时接种点',
  '和平区体育馆临时接种点',
];
const MAKERS: Record<string, string[]> = {
  '1': ['北京生物制品研究所有限责任公司', '北京科兴中维生物技术有限公司', '武汉生物制品研究所有限责任公司'],
  '2': ['康希诺生物股份公司'],
  '3': ['安徽智飞龙科马生物制药有限公司'],
};

/** One to three doses each of 180 people, in order, a month or more apart. */
export function vaccineRows(rnd: Random, at: DemoPlaces): Row[] {
  const rows: Row[] = [];
  for (let i = 0; i < 180; i++) {
    const p = person(rnd, i, 1940, 2010);
    const type = pick(rnd, ['1', '1', '1', '2', '3']);
    const region = at.region(rnd);
    const doses = pick(rnd, [1, 2, 2, 3, 3, 3]);
    let date = dayAfter('2021-03-01', between(rnd, 0, 200));
    for (let dose = 1; dose <= doses; dose++) {
      rows.push({
        name: p.name,
        idCard: p.idCard,
        sex: p.sex,
        phone: p.phone,
        doseNo: String(dose),
        vaccineType: type,
        manufacturer: pick(rnd, MAKERS[type]),
        vaccinateDate: date,
        site: pick(rnd, SITES),
        batchNo: `${date.slice(0, 4)}${String(between(rnd, 1, 12)).padStart(2, '0')}${between(rnd, 100, 999)}`,
        regionCode: region,
      });
      date = dayAfter(date, between(rnd, 28, dose === 1 ? 60 : 200));
    }
  }
  return rows;
}

const HOTELS = ['和平区集中隔离点（锦江之星南京街店）', '和平区集中隔离点（如家太原街店）', '和平区集中隔离点（汉庭三好街店）'];
const temperature = (rnd: Random, fever: boolean) => Number((fever && rnd() < 0.3 ? 37.3 + rnd() * 1.2 : 36.1 + rnd() * 0.8).toFixed(1));

/** 120 isolations, each with a temperature row per day so far (at most 14). */
export function isolationRows(rnd: Random, at: DemoPlaces): { masters: Row[]; details: Row[] } {
  const masters: Row[] = [];
  const details: Row[] = [];
  for (let i = 0; i < 120; i++) {
    const p = person(rnd, i, 1945, 2010);
    const central = rnd() < 0.4;
    const start = dayAfter('2022-03-01', between(rnd, 0, 280));
    const days = central ? 14 : 7;
    const state = i < 12 ? '1' : rnd() < 0.95 ? '2' : '3';
    const region = at.region(rnd);
    const id = newId();
    const address = demoAddress(rnd);
    masters.push({
      id,
      name: p.name,
      idCard: p.idCard,
      phone: p.phone,
      isolationType: central ? '2' : '1',
      place: central ? pick(rnd, HOTELS) : `${address}${between(rnd, 1, 6)}-${between(rnd, 1, 18)}01`,
      startDate: start,
      endDate: state === '1' ? null : dayAfter(start, days),
      reason: pick(rnd, ['中高风险地区返回', '密切接触者', '次密切接触者', '入境人员']),
      responsible: person(rnd, 900, 1970, 1995).name,
      responsiblePhone: person(rnd, 901).phone,
      releaseState: state,
      regionCode: region,
    });
    const checked = state === '1' ? between(rnd, 1, days - 1) : days;
    const fever = state === '3';
    for (let d = 0; d < checked; d++) {
      details.push({
        isolationId: id,
        sortNo: d + 1,
        checkDate: dayAfter(start, d),
        morningTemp: temperature(rnd, fever),
        afternoonTemp: temperature(rnd, fever),
        symptom: fever && d > checked - 3 ? '发热、咳嗽' : '无',
      });
    }
  }
  return { masters, details };
}
