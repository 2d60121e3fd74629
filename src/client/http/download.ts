/** File downloads through the HTTP instance: empty files warn 文件下载失败; JSON answers are failures. */
import type { ApiDef, ParamsOf } from '@shared/services';
import { feedback } from '../app/feedback';
import { ApiError } from './api-error';
import { requestConfig, type Requester } from './call';
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

/** What a download has received so far, and the row count the server announced (x-total-count) when it did. */
export type DownloadProgress = (p: { loaded: number; rows?: number }) => void;

export async function downloadFile<D extends ApiDef<any, any>>(
  def: D,
  params: ParamsOf<D>,
  fileName: string,
  onProgress?: DownloadProgress,
  client: Requester = http,
): Promise<void> {
  const config = requestConfig(def, params);
  if (onProgress)
    config.onDownloadProgress = (e) => {
      const rows = Number((e.event?.target as XMLHttpRequest | undefined)?.getResponseHeader?.('x-total-count') ?? NaN);
      onProgress({ loaded: e.loaded, rows: Number.isFinite(rows) ? rows : undefined });
    };
  const res = await client.request<Blob>(config);
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
