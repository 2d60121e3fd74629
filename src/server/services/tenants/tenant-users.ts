import { sql } from 'kysely';
import type { Db } from '../../db/connect.js';
import { escapeLike } from '../crud/match.js';
import { badRequest, forbidden } from '../../http/errors.js';
import type { Session } from '../session-service.js';

/** The tenant ids of a comma-joined relTenantIds value (JeecgBoot's storage), each once. */
export function tenantIdsOf(value: unknown): string[] {
  return [
    ...new Set(
      String(value ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
}

/** How many users belong to a tenant: its id is one of the comma-joined values of their relTenantIds. */
export async function usersOfTenant(db: Db, tenantId: string): Promise<number> {
  // The id is bound; the commas around both sides match a whole member of the list, never a prefix of another id.
  const row = await db
    .selectFrom('sys_user')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(sql<boolean>`',' || coalesce(${sql.ref('relTenantIds')}, '') || ',' like ${'%,' + escapeLike(tenantId) + ',%'} escape '\\'`)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Refuses deleting tenants while users belong to them, naming the first such tenant. */
export async function assertNoUsers(db: Db, ids: string[]): Promise<void> {
  for (const id of ids) {
    const count = await usersOfTenant(db, id);
    if (!count) continue;
    const tenant = await db.selectFrom('sys_tenant').select('name').where('id', '=', id).executeTakeFirst();
    throw badRequest(`租户“${tenant?.name ?? id}”下还有${count}个用户，请先将用户移出该租户`);
  }
}

/** Only a system administrator sets which tenants a user belongs to; others leave the stored value as it is. */
export function assertTenantChange(session: Session, before: string | null | undefined, after: unknown): void {
  if (after === undefined || session.isAdmin) return;
  const same = tenantIdsOf(before).sort().join(',') === tenantIdsOf(after).sort().join(',');
  if (!same) throw forbidden('只有系统管理员可以设置用户的所属租户');
}
