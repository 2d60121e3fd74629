/**
 * The login route's JavaScript as a build made it, read from Vite's manifest (`vite build --manifest`): the entry
 * chunk, the chunks the login route loads lazily before its form works, and every chunk these import statically (the
 * browser fetches those at once: Vite preloads a lazy chunk's static imports with it). `npm run bench:login` checks
 * in Chromium that this is the set the browser fetches; scripts/check-bundle-budget.ts holds it to the budget.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** Gzipped JavaScript the login route may download before its form works (issue 33). */
export const LOGIN_BUDGET_KB = 200;

/**
 * Modules the login route loads lazily before its form is interactive, named as the manifest names them (relative to
 * src/client). None today: the login page and its layout are in the entry; the phone form, the third-party binding,
 * the slider and the feedback host load only when they are used.
 */
export const LOGIN_ROUTE_LAZY: readonly string[] = [];

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface ChunkSize {
  file: string;
  bytes: number;
  gzip: number;
}

export function readManifest(clientDir: string): Manifest {
  const file = path.join(clientDir, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: build with \`vite build --manifest\``);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
}

/** The files of the login route: the entry and the listed lazy modules, with their static imports, entry first. */
export function loginRouteFiles(manifest: Manifest, lazy: readonly string[] = LOGIN_ROUTE_LAZY): string[] {
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  if (entries.length !== 1) throw new Error(`expected one entry chunk in the manifest, found ${entries.length}`);
  for (const key of lazy)
    if (!manifest[key]?.isDynamicEntry)
      throw new Error(`${key} is not a lazily loaded chunk of this build: update LOGIN_ROUTE_LAZY in scripts/login-budget.ts`);
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  [...entries, ...lazy].forEach(visit);
  return [...seen].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
}

/** Raw and gzip (level 9, as a compressing server sends it) sizes of built files. */
export function chunkSizes(clientDir: string, files: string[]): ChunkSize[] {
  return files.map((file) => {
    const body = fs.readFileSync(path.join(clientDir, file));
    return { file, bytes: body.length, gzip: zlib.gzipSync(body, { level: 9 }).length };
  });
}

export const kb = (bytes: number): number => Math.round((bytes / 1024) * 10) / 10;
