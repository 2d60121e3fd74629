import { primaryKeyOf } from '../../../shared/entity-meta.js';
import type { AppContext } from '../../context.js';
import { notFound } from '../../http/errors.js';
import { filtered } from '../crud/list-query.js';
import type { CrudCall } from '../crud/mutations.js';
import { sqlTraits } from '../crud/traits.js';
import type { Condition } from '../crud/types.js';

/** A row the reader's data rules keep out of their list reads as not found, as a row outside their region does. */
export async function assertRowMeetsRules(ctx: AppContext, call: CrudCall, id: string, rules: Condition[]): Promise<void> {
  if (!rules.length) return;
  const pk = primaryKeyOf(call.entity);
  const traits = await sqlTraits(ctx.database);
  const row = await filtered(call.db, { entity: call.entity, conditions: rules, superQuery: null }, call.scope, traits).select(pk).where(pk, '=', id).executeTakeFirst();
  if (!row) throw notFound();
}
