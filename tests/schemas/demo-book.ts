import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The throwaway "demo library" of the configurator tests (tests/fixtures/demo-library): what a configurator writes,
 * JSON only — entities (books, loans, duties, a purchase request with its detail rows, a unit dictionary), a list, a steps form with an async uniqueness check and a linkage, a
 * detail page with a tab of related rows, a form page, a tree beside a list, and their menu entries.
 */
export const DEMO = {
  screenId: 'demo-book-list',
  api: '/DemoBookController',
  loanApi: '/DemoLoanController',
  menuPath: '/demo/books',
  registerPath: '/demo/register',
  detailPath: '/demo/book',
  categoriesPath: '/demo/categories',
};

const FIXTURE = path.resolve('tests/fixtures/demo-library');

/** The demo's screen ids (for the snapshot suite). */
export const demoScreenIds = () => fs.readdirSync(path.join(FIXTURE, 'screens')).map((f) => f.replace(/\.json$/, '')).sort();

/** Copies the demo's entity and screen files into a copy of schemas/ and appends its menu group. */
export function addDemoBook(schemaDir: string): void {
  for (const kind of ['entities', 'screens', 'dicts']) for (const f of fs.readdirSync(path.join(FIXTURE, kind))) fs.copyFileSync(path.join(FIXTURE, kind, f), path.join(schemaDir, kind, f));
  const menusFile = path.join(schemaDir, 'menus.json');
  const menus = JSON.parse(fs.readFileSync(menusFile, 'utf8')) as unknown[];
  const demo = JSON.parse(fs.readFileSync(path.join(FIXTURE, 'menus.json'), 'utf8')) as unknown;
  fs.writeFileSync(menusFile, JSON.stringify([...menus, demo], null, 2));
}

/** A temporary copy of schemas/ with the demo library added: the schemaDir of a server the configurator tests start. */
export function demoSchemaCopy(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.cpSync('schemas', dir, { recursive: true });
  addDemoBook(dir);
  return dir;
}
