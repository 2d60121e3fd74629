/**
 * npm run migration:new -- --name <name>
 * Compares the database of the current environment (DATA_DIR or DATABASE_URL) with schemas/entities and writes a
 * frozen migration for every retyped, narrowed or removed property, registered in migrations/index.ts. With no
 * drift it writes an empty migration to fill in by hand.
 */
import fs from 'node:fs';
import path from 'node:path';
import { readConfig } from '../src/server/config.js';
import { connect } from '../src/server/db/connect.js';
import { migrationSource } from '../src/server/db/migration-source.js';
import { findDrift } from '../src/server/db/schema-drift.js';
import { EntityCatalog } from '../src/server/entities/catalog.js';

const args = process.argv.slice(2);
const name = args[args.indexOf('--name') + 1];
if (!args.includes('--name') || !name || !/^[a-z0-9-]+$/.test(name)) {
  console.error('用法：npm run migration:new -- --name <小写字母、数字和-组成的名称>');
  process.exit(2);
}

const config = readConfig();
const dir = path.resolve('src/server/db/migrations');
const database = connect(config);
try {
  const entities = new EntityCatalog(config.schemaDir).all();
  const { drift } = await findDrift(database, entities);
  const day = new Date().toISOString().slice(0, 10);
  const seq = fs.readdirSync(dir).filter((f) => f.startsWith(day)).length + 1;
  const id = `${day}-${String(seq).padStart(4, '0')}-${name}`;
  const source = drift.length
    ? migrationSource(drift, entities)
    : `import type { Kysely } from 'kysely';\n\n// Frozen: never import app code here.\nexport async function up(db: Kysely<any>): Promise<void> {}\n\nexport async function down(db: Kysely<any>): Promise<void> {}\n`;
  fs.writeFileSync(path.join(dir, `${id}.ts`), source, { flag: 'wx' });
  register(id);
  console.log(`已生成 src/server/db/migrations/${id}.ts（${drift.length ? `处理 ${drift.length} 处结构变化` : '空迁移'}），并登记在 migrations/index.ts`);
} finally {
  await database.close();
}

function register(id: string): void {
  const index = path.join(dir, 'index.ts');
  const ident = id.replace(/^[\d-]+/, '').replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase()) + 'Migration';
  const lines = fs.readFileSync(index, 'utf8').split('\n');
  const lastImport = lines.map((l) => l.startsWith('import ')).lastIndexOf(true);
  lines.splice(lastImport + 1, 0, `import * as ${ident} from './${id}.js';`);
  const close = lines.lastIndexOf('};');
  lines.splice(close, 0, `  '${id}': ${ident},`);
  fs.writeFileSync(index, lines.join('\n'));
}
