import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * A hash of every file under a folder (relative path and bytes), so a result computed from the folder can be kept
 * until any file is added, removed or changed. Contents rather than modification times: an edit within the same
 * clock tick must still count.
 */
export function folderFingerprint(dir: string): string {
  const hash = createHash('sha1');
  const visit = (sub: string) => {
    const full = path.join(dir, sub);
    if (!fs.existsSync(full)) return;
    for (const entry of fs.readdirSync(full, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const rel = path.join(sub, entry.name);
      if (entry.isDirectory()) visit(rel);
      else if (entry.isFile())
        hash
          .update(rel)
          .update('\0')
          .update(fs.readFileSync(path.join(dir, rel)))
          .update('\0');
    }
  };
  visit('');
  return hash.digest('hex');
}
