/**
 * The preview's data provider with the edited file standing in: an edited or pasted screen answers for its own id,
 * an entity answers for the list and form the renderer makes from it. Everything else (data, other screens, a
 * borrowed form) comes from the server as the previewed user; a pasted new entity, which has no table yet, lists
 * no rows.
 */
import type { DataProvider } from '@renderer/data-provider';
import { entityScreens } from '@renderer/screens/entity-screens';
import type { ScreenSchema } from '@renderer/screens/screen-schema';
import type { ResolvedDraft } from '@shared/services/playground';

export const GENERATED_LIST = 'playground-generated-list';
export const GENERATED_FORM = 'playground-generated-form';

export function draftProvider(base: DataProvider, screenId: string | null, draft: ResolvedDraft): DataProvider {
  const own = new Map<string, Awaited<ReturnType<DataProvider['screen']>>>();
  if (draft.screen && screenId) own.set(screenId, { screen: draft.screen as ScreenSchema, entity: draft.entity });
  if (!draft.screen && draft.entity) {
    const { list, form } = entityScreens(draft.entity);
    own.set(GENERATED_LIST, { screen: list, entity: draft.entity });
    own.set(GENERATED_FORM, { screen: form, entity: draft.entity });
  }
  const unserved = !draft.screen && draft.entity && !draft.served ? draft.entity['x-entity'].api : undefined;
  return {
    ...base,
    screen: async ({ id }) => own.get(id) ?? base.screen({ id }),
    list: async (p) => (p.api === unserved ? { records: [], total: 0 } : base.list(p)),
  };
}
