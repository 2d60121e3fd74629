/** File upload and static files (001 §7, 000 §7.1). */
import { post } from './define.js';

export const commonUpload = post<{ file: Blob; biz?: string }, string>('/sys/common/upload', { send: 'multipart' });
/** Static files are served under this path of the backend base; see staticUrl in the client. */
export const STATIC_PATH = '/sys/common/static';
