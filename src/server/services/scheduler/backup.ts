import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { nowText } from '../../../shared/time.js';

export const DEFAULT_BACKUP_KEEP = 7;
const NAME = /^zhdj-\d{8}-\d{6}-\d{3}\.sqlite$/;

/**
 * Copies the live SQLite database into `<dataDir>/backups` with better-sqlite3's online backup (consistent while
 * other connections write: it restarts on a change), then removes the oldest copies beyond `keep`.
 */
export async function backupSqlite(dataDir: string, keep: number): Promise<{ file: string; removed: string[] }> {
  const dir = path.join(dataDir, 'backups');
  fs.mkdirSync(dir, { recursive: true });
  const now = Date.now();
  const stamp = nowText(now).replace(/-/g, '').replace(' ', '-').replace(/:/g, '') + '-' + String(now % 1000).padStart(3, '0');
  const file = path.join(dir, `zhdj-${stamp}.sqlite`);
  const source = new SQLite(path.join(dataDir, 'zhdj.sqlite'), { readonly: true, fileMustExist: true });
  try {
    await source.backup(file);
  } finally {
    source.close();
  }
  // Names sort by time: the stamp is China time, fixed width.
  const copies = fs
    .readdirSync(dir)
    .filter((n) => NAME.test(n))
    .sort();
  const removed = copies.slice(0, Math.max(0, copies.length - keep));
  for (const name of removed) fs.rmSync(path.join(dir, name), { force: true });
  return { file: path.basename(file), removed };
}

/** The parameter of the backup job: how many copies to keep (1-365), default 7. */
export function backupKeep(parameter: string | null | undefined): number {
  const text = (parameter ?? '').trim();
  if (!text) return DEFAULT_BACKUP_KEEP;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1 || n > 365) throw new Error('参数应为保留的备份份数（1到365的整数）');
  return n;
}
