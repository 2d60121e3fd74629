/** The shape of a widget gallery file (schemas/gallery/*.json): the types generated from schemas/meta/gallery.schema.json. */
import type { DemoAnswer, WidgetGalleryEntry } from '@shared/generated/meta-schemas';

export type { DemoAnswer, GallerySample } from '@shared/generated/meta-schemas';
export type GalleryEntry = WidgetGalleryEntry;
export type HttpMethod = DemoAnswer['method'];

/** The entries of a folder as Vite's import.meta.glob (eager) gives them, sorted by name. */
export function entriesOf(modules: Record<string, unknown>): GalleryEntry[] {
  return Object.values(modules)
    .map((m) => ((m as { default?: GalleryEntry }).default ?? m) as GalleryEntry)
    .sort((a, b) => a.name.localeCompare(b.name));
}
