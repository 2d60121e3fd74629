/**
 * The value of an upload field, pure (no React, no DOM): either the stored paths comma-joined (`paths`, the default)
 * or JeecgBoot's list mode (`list`): `[{fileName, filePath, fileSize}]` (002 §3, Uploaded file cell).
 */
export interface UploadedFile {
  fileName: string;
  filePath: string;
  fileSize?: number;
}

export type UploadValueMode = 'paths' | 'list';
export type UploadValue = string | UploadedFile[] | null | undefined;

export const baseName = (path: string) => path.split('/').pop() ?? path;

/** The files a field value holds, in order; anything that is not a path or a file record is left out. */
export function readUploadValue(value: unknown): UploadedFile[] {
  if (typeof value === 'string')
    return value
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean)
      .map((filePath) => ({ fileName: baseName(filePath), filePath }));
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    if (!item || typeof item !== 'object' || typeof (item as UploadedFile).filePath !== 'string' || !(item as UploadedFile).filePath) return [];
    const { filePath, fileName, fileSize } = item as UploadedFile;
    return [
      { filePath, fileName: typeof fileName === 'string' && fileName ? fileName : baseName(filePath), ...(typeof fileSize === 'number' ? { fileSize } : {}) },
    ];
  });
}

/** The field value for these files in this mode (no files: an empty string or an empty list). */
export function writeUploadValue(files: UploadedFile[], mode: UploadValueMode = 'paths'): string | UploadedFile[] {
  return mode === 'list' ? files.map((f) => ({ ...f })) : files.map((f) => f.filePath).join(',');
}

/** 002 §4: multi-upload with a number limit keeps only the last N files. */
export function keepLast<T>(files: T[], maxCount: number | undefined): T[] {
  return maxCount && maxCount > 0 && files.length > maxCount ? files.slice(-maxCount) : files;
}

export const MOVE_TEXTS = { unknown: '未知的操作', atEnd: '已到最后~' } as const;

/**
 * 002 §2.12: moves the file at `index` one place earlier (-1) or later (+1). The first cannot go earlier
 * (未知的操作), the last cannot go later (已到最后~); the answer is then the reason and the files unchanged.
 */
export function moveFile<T>(files: T[], index: number, direction: -1 | 1): { files: T[]; problem: string | null } {
  const target = index + direction;
  if (index < 0 || index >= files.length || target < 0) return { files, problem: MOVE_TEXTS.unknown };
  if (target >= files.length) return { files, problem: MOVE_TEXTS.atEnd };
  const next = [...files];
  [next[index], next[target]] = [next[target], next[index]];
  return { files: next, problem: null };
}
