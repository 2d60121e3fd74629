/** File upload and static files (001 §7, 000 §7.1). */
import { post } from './define.js';

export const commonUpload = post<{ file: Blob; biz?: string }, string>('/sys/common/upload', { send: 'multipart' });
/** Images of the rich-text editor and image cells: answers the stored image with its URL. */
export const imageUpload = post<{ file: Blob; biz?: string }, Array<{ url: string; path: string; name: string; size: number }>>('/UploadController/imgUpload', {
  send: 'multipart',
});
/** Static files are served under this path of the backend base; see staticUrl in the client. */
export const STATIC_PATH = '/sys/common/static';
