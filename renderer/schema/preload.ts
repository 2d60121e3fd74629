import type { EntitySchema } from '@shared/entity-meta';
import { registry } from '../registry';
import type { ScreenSchema } from '../screens/screen-schema';
import { componentNames, formSchemaOf, querySchemaOf } from './screen-schemas';

/** Loads the lazy field components a screen uses, so it renders complete from its first frame. */
export async function preloadScreen(screen: ScreenSchema, entity: EntitySchema): Promise<void> {
  const names = componentNames(querySchemaOf(screen, entity));
  componentNames(formSchemaOf(screen, entity), names);
  await registry.preload(names);
}
