import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { iconExportName } from '../../../shared/icon-name.js';

const iconDir = path.join(path.dirname(createRequire(import.meta.url).resolve('@ant-design/icons/package.json')), 'es', 'icons');

/** Whether @ant-design/icons has the icon a menu names (the test check:schemas and the client's loader make). */
export function iconExists(name: string): boolean {
  return /^[A-Za-z][A-Za-z0-9_-]{0,60}$/.test(name) && fs.existsSync(path.join(iconDir, `${iconExportName(name)}.js`));
}
