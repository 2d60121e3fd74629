import { ALL_EXTS, IMAGE_EXTS, isImageExt, type FileExt } from './file-types.js';

/**
 * The folders (JeecgBoot's `biz`) an upload may go to, each with the types it takes. A `biz` outside this list is
 * refused, so a client can never choose a path.
 * - temp: the default of the generic upload cells (images and documents).
 * - notice: images in rich-text notices. avatar: user pictures. grid, region: grid and community photos.
 * - event: attachments of appeal actions. help: help documents. import: Excel files of the import dialogs.
 */
export const UPLOAD_FOLDERS = {
  temp: ALL_EXTS,
  notice: IMAGE_EXTS,
  avatar: IMAGE_EXTS,
  grid: IMAGE_EXTS,
  region: IMAGE_EXTS,
  event: ALL_EXTS,
  help: ALL_EXTS,
  import: ['xlsx'],
} as const satisfies Record<string, readonly FileExt[]>;

export type UploadFolder = keyof typeof UPLOAD_FOLDERS;

export const DEFAULT_FOLDER: UploadFolder = 'temp';

export const isUploadFolder = (name: string): name is UploadFolder => Object.hasOwn(UPLOAD_FOLDERS, name);

/** The types a folder takes, narrowed to images when the caller accepts images only. */
export function acceptedTypes(folder: UploadFolder, imagesOnly: boolean): readonly FileExt[] {
  const types: readonly FileExt[] = UPLOAD_FOLDERS[folder];
  return imagesOnly ? types.filter(isImageExt) : types;
}
