import fs from 'node:fs';
import path from 'node:path';
import type { ServerConfig } from '../../config.js';
import { AppError } from '../../http/errors.js';
import { TargetPolicy } from '../gateway/target-check.js';

/** Where data sources may connect: PostgreSQL hosts by DATA_SOURCE_ALLOWED_HOSTS, SQLite files by folder. */
export interface SourceRules {
  hosts: TargetPolicy;
  /** Absolute folders a SQLite file must lie in: DATA_DIR/data-sources, then DATA_SOURCE_FILE_DIRS. */
  fileDirs: string[];
}

/** The folder under DATA_DIR that always holds the data sources' SQLite files; a relative file path is read there. */
export const DATA_SOURCE_FOLDER = 'data-sources';

export const FILE_OUTSIDE = 'SQLite数据库文件须位于数据源文件目录中（DATA_DIR/data-sources 或 DATA_SOURCE_FILE_DIRS 所列目录）';

export function sourceRules(config: Pick<ServerConfig, 'dataDir' | 'dataSourceAllowedHosts' | 'dataSourceFileDirs'>): SourceRules {
  const fileDirs = [path.join(config.dataDir, DATA_SOURCE_FOLDER), ...config.dataSourceFileDirs].map((d) => path.resolve(d));
  return { hosts: new TargetPolicy(config.dataSourceAllowedHosts, []), fileDirs };
}

const inside = (file: string, dir: string) => {
  const rel = path.relative(dir, file);
  return rel !== '' && !rel.startsWith('..') && !path.isAbsolute(rel);
};

/**
 * The file a SQLite path names, if its name lies in an allowed folder (a relative path is read in the first). A rule
 * on the name only, so the refusal says nothing about the file system; `realSqliteFile` then follows links.
 */
export function namedSqliteFile(rules: SourceRules, filePath: string): string {
  const file = path.resolve(rules.fileDirs[0], filePath.trim());
  if (!rules.fileDirs.some((dir) => inside(file, dir))) throw new AppError(FILE_OUTSIDE, 400);
  return file;
}

const realOrSelf = (dir: string) => {
  try {
    return fs.realpathSync.native(dir);
  } catch {
    return dir;
  }
};

/**
 * The file to open: allowed by name, existing, and still inside an allowed folder once links are followed (a link in
 * the folder to the platform's own database is refused). Throws when not.
 */
export function realSqliteFile(rules: SourceRules, filePath: string): string {
  const named = namedSqliteFile(rules, filePath);
  let real: string;
  try {
    real = fs.realpathSync.native(named);
  } catch {
    throw new Error('数据库文件不存在');
  }
  if (!rules.fileDirs.map(realOrSelf).some((dir) => inside(real, dir))) throw new Error('数据库文件经链接指向数据源文件目录之外');
  if (!fs.statSync(real).isFile()) throw new Error('数据库文件不存在');
  return real;
}
