/**
 * Fails when the login route's JavaScript passes its budget (scripts/login-budget.ts), so a regression fails the test
 * command. Reads the manifest of a build made with `vite build --manifest`.
 * Usage: tsx scripts/check-bundle-budget.ts [client folder, default dist/client]
 */
import path from 'node:path';
import { chunkSizes, kb, LOGIN_BUDGET_KB, loginRouteFiles, readManifest } from './login-budget.js';

const clientDir = path.resolve(process.argv[2] ?? 'dist/client');
const sizes = chunkSizes(clientDir, loginRouteFiles(readManifest(clientDir)));
const total = sizes.reduce((n, s) => n + s.gzip, 0);

console.log('login route JavaScript (entry, its lazy chunks on the login route, their static imports):');
for (const s of sizes) console.log(`  ${s.file.padEnd(44)} ${String(kb(s.bytes)).padStart(8)} KB raw ${String(kb(s.gzip)).padStart(8)} KB gzip`);
const verdict = kb(total) <= LOGIN_BUDGET_KB ? 'within budget' : 'OVER BUDGET';
console.log(`  total ${kb(total)} KB gzip, budget ${LOGIN_BUDGET_KB} KB (the goal of issue 33: 200 KB): ${verdict}`);
if (kb(total) > LOGIN_BUDGET_KB) {
  console.error('The login route downloads more JavaScript than its budget: load what the login form does not need lazily.');
  process.exitCode = 1;
}
