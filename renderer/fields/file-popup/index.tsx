import { useState } from 'react';
import { connect, mapReadPretty } from '@formily/react';
import { Button, Empty, Modal, Upload } from 'antd';
import { PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { useDataProvider } from '../../data-provider';
import type { UploadedFile } from '../../hooks/upload-value';
import { splitPaths, usePathUpload, type PathUploadProps } from '../../hooks/use-path-upload';
import { texts } from '../../texts';
import { filePopupTexts } from './texts';

export interface FilePopupProps extends PathUploadProps {
  /** Dialog title (default 文件). */
  title?: string;
  /** Dialog width in px (default 520). */
  width?: number;
  /** Accepted types, as the input's accept attribute. */
  accept?: string;
  /** File names link to the file (default true). */
  allowDownload?: boolean;
  /** Files may be removed (default true). */
  allowDelete?: boolean;
}

const baseName = (path: string) => path.split('/').pop() ?? path;
type Draft = string | UploadedFile[];

/** The dialog's file list, on a draft value: uploads and removals apply to the field on 确定. */
function FileList({ draft, setDraft, props, readOnly }: { draft: Draft; setDraft(v: Draft): void; props: FilePopupProps; readOnly: boolean }) {
  const provider = useDataProvider();
  const { fileList, customRequest, onRemove } = usePathUpload({ ...props, value: draft, onChange: setDraft });
  const allowDownload = props.allowDownload !== false;
  const shown = fileList.map((f) => ({ ...f, url: allowDownload && f.status === 'done' ? f.url : undefined }));
  const full = props.maxCount !== undefined && fileList.length >= props.maxCount;
  return (
    <>
      {!fileList.length && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={filePopupTexts.empty} />}
      <Upload
        fileList={shown}
        customRequest={customRequest}
        onRemove={onRemove}
        accept={props.accept}
        multiple={props.maxCount !== 1}
        disabled={readOnly}
        showUploadList={{ showRemoveIcon: !readOnly && props.allowDelete !== false, showDownloadIcon: false }}
        onPreview={(f) => allowDownload && f.uid && window.open(provider.fileUrl({ path: String(f.uid) }), '_blank', 'noreferrer')}
      >
        {readOnly || (full && props.maxCount === 1) ? null : <Button icon={<UploadOutlined />}>{texts.uploadFile}</Button>}
      </Upload>
    </>
  );
}

/** A compact file field (for table cells): the file count, and a dialog to see, upload and remove the files. */
function FilePopupInput(props: FilePopupProps & { readOnly?: boolean }) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<Draft>('');
  const count = splitPaths(props.value).length;
  const readOnly = Boolean(props.disabled || props.readOnly);
  const show = () => {
    setDraft(props.value ?? '');
    setOpen(true);
  };
  const confirm = () => {
    props.onChange?.(draft);
    setOpen(false);
  };
  return (
    <>
      <Button icon={<PaperClipOutlined />} onClick={show}>
        {count ? filePopupTexts.count(count) : filePopupTexts.empty}
      </Button>
      <Modal
        open={open}
        title={props.title ?? filePopupTexts.title}
        width={props.width ?? 520}
        onCancel={() => setOpen(false)}
        onOk={confirm}
        okText={texts.ok}
        cancelText={texts.close}
        okButtonProps={{ style: readOnly ? { display: 'none' } : undefined }}
        destroyOnHidden
      >
        <FileList draft={draft} setDraft={setDraft} props={props} readOnly={readOnly} />
      </Modal>
    </>
  );
}

function FilePopupText({ value, allowDownload }: FilePopupProps) {
  const provider = useDataProvider();
  const paths = splitPaths(value);
  if (!paths.length) return <span className="zhdj-field-text">{filePopupTexts.empty}</span>;
  return (
    <span>
      {paths.map((path) => (
        <div key={path}>
          {allowDownload === false ? (
            baseName(path)
          ) : (
            <a href={provider.fileUrl({ path })} target="_blank" rel="noreferrer">
              {baseName(path)}
            </a>
          )}
        </div>
      ))}
    </span>
  );
}

export const FilePopup = connect(FilePopupInput, mapReadPretty(FilePopupText));
export default FilePopup;
