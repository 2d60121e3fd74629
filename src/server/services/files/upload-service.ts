import type { ServerConfig } from '../../config.js';
import { AppError, badRequest } from '../../http/errors.js';
import { saveNewFile, type StoredFile } from './file-store.js';
import { detectBuffer, isImageExt } from './file-types.js';
import type { UploadRequest } from './read-multipart.js';
import { acceptedTypes, DEFAULT_FOLDER, isUploadFolder } from './upload-folders.js';

export interface StoredUpload extends StoredFile {
  size: number;
}

export interface AcceptOptions {
  /** Refuse anything but images even in a folder that takes documents (the rich-text image upload). */
  imagesOnly: boolean;
}

export const IMAGE_TYPE_MESSAGE = '只支持.jpg .png格式的图片!';

/**
 * Checks an upload (folder from `biz`, size, type by content) and stores it under a name of the server's making.
 * Nothing is written unless every check passes.
 */
export async function acceptUpload(config: ServerConfig, upload: UploadRequest, options: AcceptOptions): Promise<StoredUpload> {
  const biz = (upload.fields.get('biz') ?? '').trim() || DEFAULT_FOLDER;
  if (!isUploadFolder(biz)) throw badRequest('不支持的上传目录');
  const file = upload.file;
  if (!file) throw badRequest('请选择要上传的文件');
  const accepted = acceptedTypes(biz, options.imagesOnly);
  const ext = await detectBuffer(file.bytes);
  const wantsImage = accepted.every(isImageExt) || file.declaredType.startsWith('image/');
  if (file.truncated) {
    const mb = Math.round((config.uploadMaxBytes / 1024 / 1024) * 10) / 10;
    throw new AppError(wantsImage || (ext && isImageExt(ext)) ? `图片大小不能超过${mb}M!` : `文件大小不能超过${mb}M`, 413);
  }
  if (file.bytes.length === 0) throw badRequest('上传的文件是空的');
  if (!ext || !accepted.includes(ext)) {
    throw badRequest(wantsImage ? IMAGE_TYPE_MESSAGE : `不支持的文件类型，只支持${accepted.map((e) => `.${e}`).join(' ')}格式的文件`);
  }
  const stored = await saveNewFile(config, biz, ext, file.bytes);
  return { ...stored, size: file.bytes.length };
}
