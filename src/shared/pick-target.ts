/**
 * What a screen needs to offer the rows an x-pick property holds keys of, read from the picked entity: its list
 * route, what a row is called and the columns that tell rows apart. The server's catalog sets it on every x-pick
 * (`x-pick.target`), so a screen field `{}` gets a working picker without naming the entity's route again.
 */
import type { EntitySchema, PickSpec } from './generated/meta-schemas.js';

export interface PickColumn {
  dataIndex: string;
  title: string;
}

export interface PickTarget {
  /** Base of the picked entity's generic routes (`<api>/list`); absent when it has no list route. */
  api?: string;
  /** What one picked row is, e.g. 楼栋: the dialog says 选择楼栋, its panel 已选楼栋. */
  title: string;
  /** Columns of the picker's table: the naming property first, then the row's region, then what a list searches by. */
  columns: PickColumn[];
}

const MAX_COLUMNS = 4;

/** Entity titles read 楼栋信息 or 居民信息 where one row is just 楼栋 or 居民. */
const rowTitle = (title: string) => title.replace(/信息$/, '') || title;

export function pickTargetOf(target: EntitySchema, pick: PickSpec): PickTarget {
  const meta = target['x-entity'];
  const props = target.properties;
  const listed = !meta.crud || meta.crud.includes('list');
  const visible = (name: string) => !!props[name] && !props[name]['x-secret'] && !props[name]['x-encrypted'];
  const searched = Object.keys(props).filter((name) => props[name]['x-query']);
  const names = [pick.name ?? pick.key, ...(meta.regionScope ? [meta.regionScope] : []), ...searched];
  const columns = [...new Set(names)]
    .filter(visible)
    .slice(0, MAX_COLUMNS)
    .map((name) => ({ dataIndex: name, title: props[name].title ?? name }));
  return { ...(listed && meta.api ? { api: meta.api } : {}), title: rowTitle(target.title), columns };
}
