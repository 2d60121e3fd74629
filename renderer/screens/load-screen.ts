/** Loads a screen for display: its schema and entity, the dialog form it borrows (`formFrom`), its lazy components. */
import type { EntitySchema } from '@shared/entity-meta';
import type { DataProvider } from '../data-provider';
import { preloadScreen } from '../schema/preload';
import { withBorrowedForm } from './borrowed-form';
import type { ScreenSchema } from './screen-schema';
import { texts } from '../texts';

export type LoadedScreen = { screen: ScreenSchema; entity: EntitySchema | null };

/** The screen `id` ready to render: a list with `formFrom` gets that screen's form as its own. */
export async function loadScreen(provider: DataProvider, id: string): Promise<LoadedScreen> {
  const answer = await provider.screen({ id });
  if (answer.screen.type === 'dashboard') return { screen: answer.screen, entity: null };
  const { entity } = answer;
  if (!entity) throw new Error(texts.screenLoadFailed);
  const screen = await withBorrowedForm(provider, answer.screen, entity);
  await preloadScreen(screen, entity);
  return { screen, entity };
}
