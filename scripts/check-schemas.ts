/**
 * `npm run check:schemas [folder]`: validates every file of schemas/ (entities, screens, menus, dictionaries, seeds)
 * against the meta-schemas of schemas/meta and against each other, and every x-component against the registry.
 * Prints one line per problem (file, JSON path, message) and exits 1 when there is any.
 */
import path from 'node:path';
import { checkSchemaFolder } from '../src/server/schema-check/index.js';
import { format } from '../src/server/schema-check/report.js';

const dir = path.resolve(process.argv[2] ?? 'schemas');
const { problems, counts } = checkSchemaFolder(dir);
if (problems.length) {
  for (const p of problems) console.error(format(p));
  console.error(`\n${problems.length} problem(s) in ${dir}`);
  process.exit(1);
}
console.log(`schemas OK: ${counts.entities} entities, ${counts.screens} screens, ${counts.dicts} dictionaries, ${counts.gallery} gallery entries`);
