import type { EntitySchema } from '@shared/entity-meta';
import { registry } from '../registry';
import { formRoots, type ScreenSchema } from '../screens/screen-schema';
import { compileForm } from './compile-form';
import { componentNames, querySchemaOf } from './screen-schemas';

/** Loads the lazy field components a screen uses, so it renders complete from its first frame. */
export async function preloadScreen(screen: ScreenSchema, entity: EntitySchema): Promise<void> {
  const names = 'query' in screen ? componentNames(querySchemaOf(screen, entity)) : new Set<string>();
  for (const root of formRoots(screen)) componentNames(compileForm(root, entity).schema, names);
  await registry.preload(names);
}
