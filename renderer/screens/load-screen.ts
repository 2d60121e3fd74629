/** Loads a screen for display: its schema and entity, the dialog form it borrows (`formFrom`), its lazy components. */
import type { EntitySchema } from '@shared/entity-meta';
import type { DataProvider } from '../data-provider';
import { preloadScreen } from '../schema/preload';
import type { DialogForm, ScreenSchema } from './screen-schema';
import { texts } from '../texts';

export type LoadedScreen = { screen: ScreenSchema; entity: EntitySchema | null };

/** The dialog form of the list (or tree table) `id`: the one a `formFrom` screen uses. */
async function borrowedForm(provider: DataProvider, id: string, entity: EntitySchema): Promise<DialogForm> {
  const other = await provider.screen({ id });
  const form = other.screen.type === 'list' || (other.screen.type === 'tree' && other.screen.mode === 'table') ? other.screen.form : undefined;
  if (!form || other.entity?.$id !== entity.$id) throw new Error(texts.noFormFrom(id));
  return form;
}

/** The screen `id` ready to render: a list with `formFrom` gets that screen's form as its own. */
export async function loadScreen(provider: DataProvider, id: string): Promise<LoadedScreen> {
  const answer = await provider.screen({ id });
  let { screen } = answer;
  const { entity } = answer;
  if (screen.type === 'dashboard') return { screen, entity: null };
  if (!entity) throw new Error(texts.screenLoadFailed);
  if (screen.type === 'list' && screen.formFrom && !screen.form) screen = { ...screen, form: await borrowedForm(provider, screen.formFrom, entity) };
  await preloadScreen(screen, entity);
  return { screen, entity };
}
