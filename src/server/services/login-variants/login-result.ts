import type { AppContext } from '../../context.js';
import { allDictItems } from '../dict-service.js';
import { loginTenants } from '../tenants/login-tenant.js';
import { loadUserInfo, userDeparts } from '../user-info.js';

/** The after-login flags of 000 §3/§4: the password prompt and the onboarding guide. */
async function flagsOf(ctx: AppContext, userId: string) {
  const flags = await ctx.db.selectFrom('sys_user').select(['updatePwd', 'newUser']).where('id', '=', userId).executeTakeFirstOrThrow();
  return { updatePwd: flags.updatePwd === 1, enterSystem: flags.newUser !== 1, enterGuide: flags.newUser === 1 };
}

/** The second-login result (000 §3): userInfo, updatePwd, enterSystem, enterGuide, sysAllDictItems. */
export async function secondLoginResult(ctx: AppContext, userId: string) {
  return { userInfo: (await loadUserInfo(ctx.db, userId))!, ...(await flagsOf(ctx, userId)), sysAllDictItems: await allDictItems(ctx.db) };
}

/**
 * The login result (000 §3) of every login variant: the second-login result plus token, departments, subsystems, and
 * the tenants to choose among (JeecgBoot's tenantList; the session starts in the only one, if one).
 */
export async function loginResult(ctx: AppContext, userId: string, token: string) {
  const departs = await userDeparts(ctx.db, userId);
  return {
    token,
    ...(await secondLoginResult(ctx, userId)),
    departs,
    multi_depart: departs.length > 1 ? 2 : departs.length === 1 ? 1 : 0,
    subsystemList: [],
    spartServerNetAddr: '',
    ...(await loginTenants(ctx, userId, token)),
  };
}
