import { checkSchemaFolder } from './index.js';
import { format } from './report.js';
import { folderFingerprint } from './fingerprint.js';

/** The schema folder has problems: the message lists each one as check:schemas prints it (file, JSON path, message). */
export class SchemaCheckError extends Error {
  constructor(
    readonly lines: string[],
    dir: string,
  ) {
    super(`${lines.length} schema problem(s) in ${dir}:\n  ${lines.join('\n  ')}`);
    this.name = 'SchemaCheckError';
  }
}

// The checks take a second or more; a process that starts several servers on the same folder (the API tests, a
// schema reload that changed nothing the checks read) runs them once per version of the folder's files.
const KEPT_FOLDERS = 16;
const checked = new Map<string, { fingerprint: string; lines: string[] }>();

/** The problems of a schema folder, one line each, exactly as `npm run check:schemas` prints them. */
export function schemaProblems(dir: string): string[] {
  const fingerprint = folderFingerprint(dir);
  const known = checked.get(dir);
  if (known?.fingerprint === fingerprint) return known.lines;
  const lines = checkSchemaFolder(dir).problems.map(format);
  checked.delete(dir);
  checked.set(dir, { fingerprint, lines });
  if (checked.size > KEPT_FOLDERS) checked.delete(checked.keys().next().value!);
  return lines;
}

/** Throws SchemaCheckError when check:schemas would refuse the folder: the server never runs on a refused schema. */
export function assertSchemaFolder(dir: string): void {
  const lines = schemaProblems(dir);
  if (lines.length) throw new SchemaCheckError(lines, dir);
}
