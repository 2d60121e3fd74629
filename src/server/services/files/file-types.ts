import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type';

/**
 * The only kinds of file the server stores or serves, judged by their content (magic bytes), never by the name or
 * MIME type a client claims. Text formats (SVG, HTML, XML, CSV, plain text) have no reliable signature and SVG/HTML
 * can carry script, so none of them is accepted. Legacy .xls/.doc are OLE containers that cannot be told apart from
 * other OLE files (installers included), and exceljs reads only .xlsx, so they are left out too.
 */
export const FILE_TYPES = {
  jpg: { mime: 'image/jpeg', image: true },
  png: { mime: 'image/png', image: true },
  pdf: { mime: 'application/pdf', image: false },
  xlsx: { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', image: false },
  docx: { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', image: false },
} as const;

export type FileExt = keyof typeof FILE_TYPES;

export const IMAGE_EXTS: readonly FileExt[] = ['jpg', 'png'];
export const ALL_EXTS = Object.keys(FILE_TYPES) as FileExt[];

export const isKnownExt = (ext: string): ext is FileExt => Object.hasOwn(FILE_TYPES, ext);
export const isImageExt = (ext: string): boolean => isKnownExt(ext) && FILE_TYPES[ext].image;

/** The allowlisted type of some bytes, or undefined when the content is anything else. */
export async function detectBuffer(bytes: Uint8Array): Promise<FileExt | undefined> {
  const found = await fileTypeFromBuffer(bytes);
  return found && isKnownExt(found.ext) ? found.ext : undefined;
}

/** The allowlisted type of a stored file, or undefined. */
export async function detectFile(file: string): Promise<FileExt | undefined> {
  const found = await fileTypeFromFile(file);
  return found && isKnownExt(found.ext) ? found.ext : undefined;
}
