import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { ServerConfig } from '../../config.js';
import { ALL_EXTS, type FileExt } from './file-types.js';
import { isUploadFolder, type UploadFolder } from './upload-folders.js';

/**
 * Names the server gives stored files (and accepts when serving them): letters, digits, `_` or `-`, then one
 * allowlisted extension. The import's error workbooks (`temp/<32 hex>.xlsx`) fit it too. No dot, slash or
 * percent sign can appear before the extension, so no request path can leave its folder.
 */
export const STORED_NAME = new RegExp(`^[A-Za-z0-9_-]{8,64}\\.(${ALL_EXTS.join('|')})$`);

/** A file under the upload root, located by its relative path `<folder>/<name>`. */
export interface StoredFile {
  folder: UploadFolder;
  name: string;
  ext: FileExt;
  /** `<folder>/<name>`: what the upload answers and what the client stores. */
  path: string;
  absolute: string;
}

export const uploadRoot = (config: ServerConfig): string => path.join(config.dataDir, 'upload');

/** The URL a logged-in client downloads a stored file from (the token goes in X-Access-Token or `_tk`). */
export const staticUrl = (config: ServerConfig, storedPath: string): string => `${config.apiPrefix}/sys/common/static/${storedPath}`;

/** Writes new content under a fresh random name; the client's own file name is never used. */
export async function saveNewFile(config: ServerConfig, folder: UploadFolder, ext: FileExt, bytes: Uint8Array): Promise<StoredFile> {
  const name = `${randomBytes(16).toString('hex')}.${ext}`;
  const file = locate(config, folder, name, ext);
  await fs.mkdir(path.dirname(file.absolute), { recursive: true });
  await fs.writeFile(file.absolute, bytes, { flag: 'wx' });
  return file;
}

/** The stored file a relative path names, or undefined when the path is not one the server could have made. */
export function resolveStoredPath(config: ServerConfig, relative: string): StoredFile | undefined {
  const parts = relative.split('/');
  if (parts.length !== 2) return undefined;
  const [folder, name] = parts;
  if (!isUploadFolder(folder)) return undefined;
  const match = STORED_NAME.exec(name);
  if (!match) return undefined;
  const file = locate(config, folder, name, match[1] as FileExt);
  // Belt and braces: the patterns above already make this impossible.
  return path.dirname(file.absolute) === path.join(uploadRoot(config), folder) ? file : undefined;
}

function locate(config: ServerConfig, folder: UploadFolder, name: string, ext: FileExt): StoredFile {
  return { folder, name, ext, path: `${folder}/${name}`, absolute: path.join(uploadRoot(config), folder, name) };
}
