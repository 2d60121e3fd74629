import { useState } from 'react';
import { Button, Tooltip, Upload } from 'antd';
import { LoadingOutlined, UploadOutlined } from '@ant-design/icons';
import { readUploadValue } from '../../hooks/upload-value';
import { usePathUpload } from '../../hooks/use-path-upload';
import { imageProblem, IMAGE_DEFAULTS } from '../image-upload/rules';
import type { CellEditorProps } from './cell-editors';
import { tableTexts } from './texts';

/** File names are cut to 5 characters in a cell (002 §9); the whole name is in the tooltip. */
export const cutName = (name: string) => (Array.from(name).length > 5 ? `${Array.from(name).slice(0, 5).join('')}…` : name);

/**
 * The file and image cells (002 §4 Upload cell): no file, uploading, done or error. Success sets the path (or the list
 * with `valueMode: "list"`); failure shows the message or 未知错误; removing a file clears it. Reuses the upload
 * hook of the file and image fields, so values read and write the same way.
 */
export function UploadCell({ column, value, onChange, disabled }: CellEditorProps) {
  const image = column.type === 'image';
  const props = column.props ?? {};
  const [failure, setFailure] = useState<string | null>(null);
  const upload = usePathUpload(
    {
      value: value as string,
      onChange: (v) => (setFailure(null), onChange(v)),
      biz: props.biz as string,
      maxCount: (props.maxCount as number) ?? 1,
      valueMode: props.valueMode as 'list' | undefined,
      disabled,
    },
    setFailure,
  );
  const files = readUploadValue(value);
  const uploading = upload.pending.length > 0;
  const percent = uploading ? Math.round(Math.min(...upload.pending.map((f) => f.percent ?? 0))) : 0;
  const status = uploading ? 'uploading' : failure ? 'error' : files.length ? 'done' : 'empty';
  const beforeUpload = (file: File) => {
    if (!image) return true;
    const problem = imageProblem(file, 0, 1, (props.maxSizeMb as number) ?? IMAGE_DEFAULTS.maxSizeMb);
    if (problem) setFailure(problem);
    return problem ? Upload.LIST_IGNORE : true;
  };
  return (
    <span className="zhdj-et-upload" data-status={status}>
      <Upload
        showUploadList={false}
        customRequest={upload.customRequest}
        beforeUpload={beforeUpload}
        disabled={disabled || uploading}
        accept={image ? '.jpg,.jpeg,.png' : (props.accept as string)}
      >
        <Button size="small" icon={uploading ? <LoadingOutlined /> : <UploadOutlined />} disabled={disabled}>
          {uploading ? `${tableTexts.uploading} ${percent}%` : null}
        </Button>
      </Upload>
      {files.map((f) => (
        <Tooltip key={f.filePath} title={f.fileName}>
          <span className="zhdj-et-file">
            {image ? (
              <img src={upload.fileList.find((x) => x.uid === f.filePath)?.url} alt={f.fileName} />
            ) : (
              <a href={upload.fileList.find((x) => x.uid === f.filePath)?.url} target="_blank" rel="noreferrer">
                {cutName(f.fileName)}
              </a>
            )}
            {!disabled && props.allowDelete !== false && (
              <Button type="link" size="small" danger onClick={() => upload.removePath(f.filePath)}>
                ×
              </Button>
            )}
          </span>
        </Tooltip>
      ))}
      {failure && <span className="zhdj-et-upload-error">{failure || tableTexts.uploadFailed}</span>}
    </span>
  );
}
