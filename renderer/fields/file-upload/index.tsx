import { connect, mapReadPretty } from '@formily/react';
import { Button, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useDataProvider } from '../../data-provider';
import { FieldText } from '../../hooks/field-text';
import { splitPaths, usePathUpload, type PathUploadProps } from '../../hooks/use-path-upload';
import { texts } from '../../texts';

export interface FileUploadProps extends PathUploadProps {
  /** Accepted types, as the input's accept attribute. */
  accept?: string;
  /** Button text (default 点击上传). */
  text?: string;
}

/** Uploads files through provider.upload; the value is the stored paths, comma-joined. */
function FileUploadInput(props: FileUploadProps) {
  const { fileList, customRequest, onRemove } = usePathUpload(props);
  const full = props.maxCount !== undefined && fileList.length >= props.maxCount && props.maxCount === 1;
  return (
    <Upload fileList={fileList} customRequest={customRequest} onRemove={onRemove} accept={props.accept} disabled={props.disabled} multiple={props.maxCount !== 1}>
      {full ? null : (
        <Button icon={<UploadOutlined />} disabled={props.disabled}>
          {props.text ?? texts.uploadFile}
        </Button>
      )}
    </Upload>
  );
}

function FileUploadText({ value }: FileUploadProps) {
  const provider = useDataProvider();
  const paths = splitPaths(value);
  if (!paths.length) return <FieldText />;
  return (
    <span>
      {paths.map((path) => (
        <div key={path}>
          <a href={provider.fileUrl({ path })} target="_blank" rel="noreferrer">
            {path.split('/').pop()}
          </a>
        </div>
      ))}
    </span>
  );
}

export const FileUpload = connect(FileUploadInput, mapReadPretty(FileUploadText));
export default FileUpload;
