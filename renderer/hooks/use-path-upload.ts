import { useRef, useState } from 'react';
import type { UploadFile, UploadProps } from 'antd';
import { useDataProvider } from '../data-provider';
import { useFeedback } from './use-feedback';
import { texts } from '../texts';

/** Props of an upload field whose value is the stored paths, comma-joined (how list-mode uploads store them). */
export interface PathUploadProps {
  value?: string | null;
  onChange?: (value: string) => void;
  /** Server folder (sys/common/upload biz; default temp). */
  biz?: string;
  /** Most files kept; a new upload beyond it drops the oldest. */
  maxCount?: number;
  disabled?: boolean;
}

export const splitPaths = (value: string | null | undefined): string[] => (value ? value.split(',').filter(Boolean) : []);
const baseName = (path: string) => path.split('/').pop() ?? path;

/** The file list and upload handlers shared by the file and image fields. */
export function usePathUpload({ value, onChange, biz = 'temp', maxCount }: PathUploadProps) {
  const provider = useDataProvider();
  const { message } = useFeedback();
  const [pending, setPending] = useState<UploadFile[]>([]);
  const paths = splitPaths(value);
  const latest = useRef(paths);
  latest.current = paths;

  const emit = (next: string[]) => {
    const kept = maxCount ? next.slice(-maxCount) : next;
    latest.current = kept;
    onChange?.(kept.join(','));
  };
  const fileList: UploadFile[] = [
    ...paths.map((path) => ({ uid: path, name: baseName(path), status: 'done' as const, url: provider.fileUrl({ path }) })),
    ...pending,
  ];
  const customRequest: UploadProps['customRequest'] = async ({ file }) => {
    const f = file as File & { uid: string };
    setPending((p) => [...p, { uid: f.uid, name: f.name, status: 'uploading' }]);
    try {
      const path = await provider.upload({ file: f, biz });
      emit([...latest.current, path]);
      void message.success(texts.uploadDone);
    } catch (e) {
      void message.error(e instanceof Error && e.message ? e.message : texts.uploadFailed(f.name));
    } finally {
      setPending((p) => p.filter((x) => x.uid !== f.uid));
    }
  };
  const onRemove = (file: UploadFile) => emit(latest.current.filter((p) => p !== file.uid));
  return { paths, fileList, customRequest, onRemove };
}
