import type { AppContext } from '../context.js';
import { nowText } from '../../shared/time.js';

export const SYS_PARAM_ID = '1';

export interface SysParams {
  sadnessMode: boolean;
  serviceTel: string;
}

/**
 * The parameters in force: the stored row (系统参数), read at every call so a change counts at everyone's next page
 * load on every instance; the environment (SADNESS_MODE, SERVICE_TEL) only when no row exists.
 */
export async function sysParams(ctx: Pick<AppContext, 'db' | 'config'>): Promise<SysParams> {
  const row = await ctx.db.selectFrom('sys_param').select(['sadnessMode', 'serviceTel']).where('id', '=', SYS_PARAM_ID).executeTakeFirst();
  return {
    sadnessMode: row ? row.sadnessMode === 'Y' : ctx.config.sadnessMode,
    serviceTel: row?.serviceTel || ctx.config.serviceTel,
  };
}

/** The one row, created at the first start from the environment's values; never overwritten afterwards. */
export async function seedSysParams(ctx: Pick<AppContext, 'db' | 'config'>): Promise<void> {
  await ctx.db
    .insertInto('sys_param')
    .values({ id: SYS_PARAM_ID, sadnessMode: ctx.config.sadnessMode ? 'Y' : 'N', serviceTel: ctx.config.serviceTel, createBy: 'system', createTime: nowText() })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}
