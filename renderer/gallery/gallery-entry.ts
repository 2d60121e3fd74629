/** The shape of a widget gallery file (schemas/gallery/*.json, meta-schema schemas/meta/gallery.schema.json). */
import type { ISchema } from '@formily/json-schema';
import type { EntitySchema } from '@shared/entity-meta';
import type { ScreenSchema } from '../screens/screen-schema';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A canned answer: the envelope's `result` for a request whose method and path match and whose params include `match`. */
export interface DemoAnswer {
  method: HttpMethod;
  url: string;
  match?: Record<string, unknown>;
  result: unknown;
}

export interface GallerySample {
  key: string;
  title: string;
  description?: string;
  /** Starting value of the field (kind field). */
  value?: unknown;
  /** The Formily schema of one field (kind field). */
  schema?: ISchema;
  /** The screen and its entity (kind screen). */
  screen?: ScreenSchema;
  entity?: EntitySchema;
}

export interface GalleryEntry {
  name: string;
  kind: 'field' | 'screen';
  title: string;
  description: string;
  samples: GallerySample[];
  demo?: DemoAnswer[];
}

/** The entries of a folder as Vite's import.meta.glob (eager) gives them, sorted by name. */
export function entriesOf(modules: Record<string, unknown>): GalleryEntry[] {
  return Object.values(modules)
    .map((m) => ((m as { default?: GalleryEntry }).default ?? m) as GalleryEntry)
    .sort((a, b) => a.name.localeCompare(b.name));
}
