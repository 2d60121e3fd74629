import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';

const routesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../routes');

/** Registers every module under routes/ (folders mirror URLs) below the API prefix. */
export async function registerRouteModules(app: FastifyInstance, prefix: string): Promise<void> {
  for (const file of listModules(routesDir)) {
    const mod = await import(pathToFileURL(file).href);
    if (typeof mod.default !== 'function') throw new Error(`${file} has no default route plugin`);
    await app.register(mod.default, { prefix });
  }
}

function listModules(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listModules(full));
    else if (/\.(ts|js)$/.test(entry.name) && !entry.name.endsWith('.d.ts') && !entry.name.startsWith('_')) out.push(full);
  }
  return out;
}
