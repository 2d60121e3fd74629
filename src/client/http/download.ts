/** File downloads through the HTTP instance: empty files warn 文件下载失败; JSON answers are failures. */
import type { ApiDef, ParamsOf } from '@shared/services';
import { feedback } from '../app/feedback';
import { ApiError } from './api-error';
import { requestConfig } from './call';
import { ERROR_TEXTS, messageOfBody } from './error-catalogue';
import { http } from './http';

export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export async function downloadFile<D extends ApiDef<any, any>>(def: D, params: ParamsOf<D>, fileName: string): Promise<void> {
  const res = await http.request<Blob>(requestConfig(def, params));
  const blob = res.data;
  if (!blob || blob.size === 0) {
    feedback.message.warning(ERROR_TEXTS.downloadFailed);
    throw new ApiError(ERROR_TEXTS.downloadFailed, res.status, undefined, true);
  }
  if (blob.type.includes('json')) {
    const message = (await messageOfBody(blob)) ?? ERROR_TEXTS.downloadFailed;
    throw new ApiError(message, res.status);
  }
  saveBlob(blob, fileName);
}
