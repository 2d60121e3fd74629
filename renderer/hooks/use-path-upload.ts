import { useRef, useState } from 'react';
import type { UploadFile, UploadProps } from 'antd';
import { useDataProvider } from '../data-provider';
import { useFeedback } from './use-feedback';
import { texts } from '../texts';
import { keepLast, readUploadValue, writeUploadValue, type UploadedFile, type UploadValue, type UploadValueMode } from './upload-value';

/** Props of an upload field: the value is the stored paths comma-joined, or in list mode `[{fileName, filePath, fileSize}]`. */
export interface PathUploadProps {
  value?: UploadValue;
  onChange?: (value: string | UploadedFile[]) => void;
  /** Server folder (sys/common/upload biz; default temp). */
  biz?: string;
  /** Most files kept; a new upload beyond it drops the oldest. */
  maxCount?: number;
  /** `paths` (default): stored paths comma-joined; `list`: `[{fileName, filePath, fileSize}]`. */
  valueMode?: UploadValueMode;
  disabled?: boolean;
}

export const splitPaths = (value: UploadValue): string[] => readUploadValue(value).map((f) => f.filePath);

/**
 * The file list and upload handlers shared by the upload fields (file, image, the editable table's upload cells).
 * `pending`: files being sent, status uploading with their percent; `failed`: files the server refused, status error
 * with the message (until removed); `fileList` holds the stored files and both, in that
 * order. `onError` replaces the failure message.
 */
export function usePathUpload({ value, onChange, biz = 'temp', maxCount, valueMode = 'paths' }: PathUploadProps, onError?: (text: string) => void) {
  const provider = useDataProvider();
  const { message } = useFeedback();
  const [pending, setPending] = useState<UploadFile[]>([]);
  const [failed, setFailed] = useState<UploadFile[]>([]);
  const files = readUploadValue(value);
  // Uploads finish one by one between renders: each builds on what the previous one emitted.
  const latest = useRef(files);
  latest.current = files;

  const emit = (next: UploadedFile[]) => {
    const kept = keepLast(next, maxCount);
    latest.current = kept;
    onChange?.(writeUploadValue(kept, valueMode));
  };
  const fileList: UploadFile[] = [
    ...files.map((f) => ({ uid: f.filePath, name: f.fileName, size: f.fileSize, status: 'done' as const, url: provider.fileUrl({ path: f.filePath }) })),
    ...pending,
    ...failed,
  ];
  const customRequest: UploadProps['customRequest'] = async ({ file }) => {
    const f = file as File & { uid: string };
    setPending((p) => [...p, { uid: f.uid, name: f.name, size: f.size, status: 'uploading', percent: 0 }]);
    const onProgress = (percent: number) => setPending((p) => p.map((x) => (x.uid === f.uid ? { ...x, percent } : x)));
    try {
      const filePath = await provider.upload({ file: f, biz, onProgress });
      emit([...latest.current, { fileName: f.name, filePath, fileSize: f.size }]);
      void message.success(texts.uploadDone);
    } catch (e) {
      const text = e instanceof Error && e.message ? e.message : '';
      setFailed((p) => [
        ...p,
        { uid: f.uid, name: f.name, size: f.size, status: 'error', error: { message: text || texts.unknownError }, response: text || texts.unknownError },
      ]);
      if (onError) onError(text || texts.unknownError);
      else void message.error(text || texts.uploadFailed(f.name));
    } finally {
      setPending((p) => p.filter((x) => x.uid !== f.uid));
    }
  };
  const removePath = (path: string) => emit(latest.current.filter((p) => p.filePath !== path));
  const onRemove = (file: UploadFile) => {
    if (file.status === 'error') setFailed((p) => p.filter((x) => x.uid !== file.uid));
    else removePath(file.uid);
  };
  const reorder = (next: UploadedFile[]) => emit(next);
  return { files, fileList, pending, failed, customRequest, onRemove, removePath, reorder };
}
