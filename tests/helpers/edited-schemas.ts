/**
 * Copies of schemas/ with some JSON files edited, for the check:schemas tests. A test file calls useEditedSchemas()
 * once at its top; its copies are removed after every test.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach } from 'vitest';
import { checkSchemaFolder } from '../../src/server/schema-check/index.js';
import { format } from '../../src/server/schema-check/report.js';

/**
 * Gets the file's JSON ({} for a new file) and may change it in place; what it returns, unless undefined, replaces it,
 * and null removes the file.
 */
export type JsonEdit = (json: any) => unknown;

export function useEditedSchemas() {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

  /** schemas/ copied, `prepare` run on the copy (extra files), then every edit applied to its file. */
  const copyWith = (edits: Record<string, JsonEdit> = {}, prepare?: (dir: string) => void): string => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zhdj-check-'));
    dirs.push(dir);
    fs.cpSync('schemas', dir, { recursive: true });
    prepare?.(dir);
    for (const [file, edit] of Object.entries(edits)) {
      const full = path.join(dir, file);
      const json = fs.existsSync(full) ? JSON.parse(fs.readFileSync(full, 'utf8')) : {};
      const next = edit(json);
      if (next === null) fs.rmSync(full);
      else fs.writeFileSync(full, JSON.stringify(next ?? json));
    }
    return dir;
  };
  /** What check:schemas says of a folder, one line per problem (file, JSON path, message). */
  const problemsOf = (dir: string): string[] => checkSchemaFolder(dir).problems.map(format);
  return { copyWith, problemsOf };
}
