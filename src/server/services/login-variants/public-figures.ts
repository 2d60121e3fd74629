import type { AppContext } from '../../context.js';
import type { TableName } from '../../db/tables.js';
import { allDictItems } from '../dict-service.js';
import { SYS_PARAM_ID } from '../sys-params.js';

/** The figures the public statistics page can show: a key of dictionary public_figure and what it counts. */
const FIGURES: Record<string, TableName> = {
  residents: 't_base_resident',
  grids: 't_base_grid',
  buildings: 't_base_building',
  houses: 't_base_house',
  events: 't_event_proc',
  partOrgs: 't_part_org',
};

/**
 * The published figures (系统参数 公开统计指标), platform-wide totals, in the dictionary's order: only those, so the
 * no-login route answers nothing an administrator did not choose. Unknown keys in the parameter are ignored.
 */
export async function publishedFigures(ctx: AppContext): Promise<Array<{ key: string; title: string; value: number }>> {
  const row = await ctx.db.selectFrom('sys_param').select('publicFigures').where('id', '=', SYS_PARAM_ID).executeTakeFirst();
  const chosen = new Set((row?.publicFigures ?? '').split(',').map((k) => k.trim()));
  const items = (await allDictItems(ctx.db)).public_figure ?? [];
  const out = [];
  for (const item of items) {
    const table = FIGURES[item.value];
    if (!table || !chosen.has(item.value)) continue;
    const counted = await ctx.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    out.push({ key: item.value, title: item.text, value: Number(counted.n) });
  }
  return out;
}
