/** Rows of 行政区划代码 (pure): the area tree as table rows, and a search by name or code with the full name. */
import { AREA_ROOT, type AreaData } from '@renderer/fields/area-select/area-data';

export interface AreaRow {
  code: string;
  /** The area's name; in search results the names from the province down, 「辽宁省 / 沈阳市 / 和平区」. */
  name: string;
  level: 1 | 2 | 3;
  children?: AreaRow[];
}

export function areaRows(data: AreaData, parent: string): AreaRow[] {
  return data.children(parent).map((a) => {
    const children = areaRows(data, a.code);
    return { code: a.code, name: a.text, level: a.level, ...(children.length ? { children } : {}) };
  });
}

/** Areas whose name contains the text or whose code starts with it, shallow ones first. */
export function findAreas(data: AreaData, text: string): AreaRow[] {
  const q = text.trim();
  const out: AreaRow[] = [];
  const walk = (parent: string) => {
    for (const a of data.children(parent)) {
      if (a.text.includes(q) || a.code.startsWith(q))
        out.push({
          code: a.code,
          name: data
            .path(a.code)
            .map((c) => data.get(c)!.text)
            .join(' / '),
          level: a.level,
        });
      walk(a.code);
    }
  };
  walk(AREA_ROOT);
  return out.sort((x, y) => x.level - y.level);
}
