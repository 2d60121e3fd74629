import fs from 'node:fs';
import path from 'node:path';
import type { Report } from './report.js';

export interface Loaded<T = unknown> {
  /** Path relative to the schema folder, as problems name it. */
  file: string;
  json: T;
}

export interface SchemaFolder {
  dir: string;
  audit?: Loaded<{ properties: Record<string, unknown> }>;
  entities: Loaded[];
  screens: Loaded[];
  dicts: Loaded[];
  /** Widget gallery entries (schemas/gallery). */
  gallery: Loaded[];
  /** Online reports (schemas/reports). */
  reports: Loaded[];
  /** Process definitions (schemas/workflows). */
  workflows: Loaded[];
  /** Aggregate queries of the dashboards (schemas/aggregates). */
  aggregates: Loaded[];
  seeds: Map<string, Loaded>;
  menus?: Loaded;
  /** Files present but not parsed (their problem is already reported; references to them are not repeated). */
  broken: Set<string>;
}

function walk(dir: string, base = dir): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name), base) : e.name.endsWith('.json') ? [path.relative(base, path.join(dir, e.name))] : []));
}

/**
 * Parses every JSON file of a schema folder; a file that does not parse is a problem and is left out. `overrides`
 * (relative path -> text) stand in for files of the folder or add new ones, without writing (the playground's check).
 */
export function loadFolder(dir: string, report: Report, overrides: ReadonlyMap<string, string> = new Map()): SchemaFolder {
  const parsed = new Map<string, Loaded>();
  const broken = new Set<string>();
  const files = [...new Set([...walk(dir), ...overrides.keys()])];
  for (const file of files) {
    try {
      const text = overrides.get(file) ?? fs.readFileSync(path.join(dir, file), 'utf8');
      parsed.set(file, { file, json: JSON.parse(text) });
    } catch (e) {
      report.add(file, [], `不是有效的JSON：${(e as Error).message}`);
      broken.add(file);
    }
  }
  const under = (folder: string) => [...parsed.values()].filter((l) => path.dirname(l.file) === folder);
  return {
    dir,
    audit: parsed.get(path.join('common', 'audit.json')) as SchemaFolder['audit'],
    entities: under('entities'),
    screens: under('screens'),
    dicts: under('dicts'),
    gallery: under('gallery'),
    reports: under('reports'),
    workflows: under('workflows'),
    aggregates: under('aggregates'),
    seeds: new Map(under('seed').map((l) => [path.basename(l.file, '.json'), l])),
    menus: parsed.get('menus.json'),
    broken,
  };
}
