import { connect, mapReadPretty } from '@formily/react';
import { Button, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useDataProvider } from '../../data-provider';
import { FieldText } from '../../hooks/field-text';
import { readUploadValue } from '../../hooks/upload-value';
import { usePathUpload, type PathUploadProps } from '../../hooks/use-path-upload';
import { texts } from '../../texts';

export interface FileUploadProps extends PathUploadProps {
  /** Accepted types, as the input's accept attribute. */
  accept?: string;
  /** Button text (default 点击上传). */
  text?: string;
  /** File names link to the file and a download icon is shown (default true). */
  allowDownload?: boolean;
  /** Files may be removed (default true). */
  allowDelete?: boolean;
}

/**
 * Uploads files through provider.upload; the value is the stored paths comma-joined, or `[{fileName, filePath,
 * fileSize}]` with `valueMode: "list"`. With `maxCount` a new upload beyond it drops the oldest (002 §4).
 */
function FileUploadInput({ allowDownload = true, allowDelete = true, ...props }: FileUploadProps) {
  const { fileList, customRequest, onRemove } = usePathUpload(props);
  const shown = fileList.map((f) => ({ ...f, url: allowDownload && f.status === 'done' ? f.url : undefined }));
  return (
    <Upload
      fileList={shown}
      customRequest={customRequest}
      onRemove={onRemove}
      accept={props.accept}
      disabled={props.disabled}
      multiple={props.maxCount !== 1}
      showUploadList={{ showDownloadIcon: allowDownload, showRemoveIcon: allowDelete && !props.disabled }}
    >
      <Button icon={<UploadOutlined />} disabled={props.disabled}>
        {props.text ?? texts.uploadFile}
      </Button>
    </Upload>
  );
}

function FileUploadText({ value, allowDownload = true }: FileUploadProps) {
  const provider = useDataProvider();
  const files = readUploadValue(value);
  if (!files.length) return <FieldText />;
  return (
    <span>
      {files.map((f) => (
        <div key={f.filePath}>
          {allowDownload ? (
            <a href={provider.fileUrl({ path: f.filePath })} target="_blank" rel="noreferrer">
              {f.fileName}
            </a>
          ) : (
            f.fileName
          )}
        </div>
      ))}
    </span>
  );
}

export const FileUpload = connect(FileUploadInput, mapReadPretty(FileUploadText));
export default FileUpload;
