/** A list's `formFrom`: the dialog form it borrows from another list (or tree table) of the same entity. */
import type { EntitySchema } from '@shared/entity-meta';
import type { DataProvider } from '../data-provider';
import type { ScreenSchema } from './screen-schema';
import { texts } from '../texts';

/** `screen` as it is shown: a list with `formFrom` and no form of its own gets that screen's form. */
export async function withBorrowedForm(provider: Pick<DataProvider, 'screen'>, screen: ScreenSchema, entity: EntitySchema): Promise<ScreenSchema> {
  if (screen.type !== 'list' || !screen.formFrom || screen.form) return screen;
  const other = await provider.screen({ id: screen.formFrom });
  const form = other.screen.type === 'list' || (other.screen.type === 'tree' && other.screen.mode === 'table') ? other.screen.form : undefined;
  if (!form || other.entity?.$id !== entity.$id) throw new Error(texts.noFormFrom(screen.formFrom));
  return { ...screen, form };
}
