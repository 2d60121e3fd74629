import { connect, mapReadPretty } from '@formily/react';
import { Image, Upload, type UploadProps } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useDataProvider } from '../../data-provider';
import { FieldText } from '../../hooks/field-text';
import { useFeedback } from '../../hooks/use-feedback';
import { moveFile } from '../../hooks/upload-value';
import { splitPaths, usePathUpload, type PathUploadProps } from '../../hooks/use-path-upload';
import { texts } from '../../texts';
import { CELL, ImageCell, PendingCell, slotStyle } from './cells';
import { IMAGE_DEFAULTS, imageProblem, placeholderSlots } from './rules';

export { imageProblem, placeholderSlots } from './rules';

export interface ImageUploadProps extends PathUploadProps {
  /** Largest image in MB (default 5). */
  maxSizeMb?: number;
  /** Button text (default 上传图片). */
  text?: string;
  /** Images may be removed (default true). */
  allowDelete?: boolean;
}

const grid = { display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'flex-start' } as const;

/**
 * Uploads jpeg/png images (002 §2.12, §5): thumbnails in order with 前移 / 后移 / 删除, the upload button and empty
 * slots up to the limit; a refused file is a warning, a failed upload a 上传错误 dialog.
 */
function ImageUploadInput({ maxCount = IMAGE_DEFAULTS.maxCount, maxSizeMb = IMAGE_DEFAULTS.maxSizeMb, text, allowDelete = true, ...rest }: ImageUploadProps) {
  const provider = useDataProvider();
  const { message, modal } = useFeedback();
  const uploadError = (content: string) => void modal.error({ title: texts.uploadErrorTitle, content });
  // The limit refuses files before they are sent, so the hook never drops an image to make room.
  const { files, pending, customRequest, removePath, reorder } = usePathUpload({ ...rest, maxCount: undefined }, uploadError);
  const count = files.length + pending.length;
  const canUpload = !rest.disabled;
  // Files picked together arrive one by one: count the ones ahead of this file in its batch too.
  const beforeUpload: UploadProps['beforeUpload'] = (file, batch) => {
    const problem = imageProblem(file, count + batch.indexOf(file), maxCount, maxSizeMb);
    if (problem) void message.warning(problem);
    return problem ? Upload.LIST_IGNORE : true;
  };
  const move = (index: number, direction: -1 | 1) => {
    const { files: next, problem } = moveFile(files, index, direction);
    if (problem) void message.warning(problem);
    else reorder(next);
  };
  return (
    <div className="zhdj-image-upload" style={grid}>
      <Image.PreviewGroup>
        {files.map((f, i) => (
          <ImageCell
            key={f.filePath}
            src={provider.fileUrl({ path: f.filePath })}
            path={f.filePath}
            name={f.fileName}
            index={i}
            editable={canUpload}
            allowDelete={allowDelete}
            onMove={(d) => move(i, d)}
            onRemove={() => removePath(f.filePath)}
          />
        ))}
      </Image.PreviewGroup>
      {pending.map((p) => (
        <PendingCell key={p.uid} name={p.name} percent={p.percent} />
      ))}
      {canUpload && count < maxCount && (
        <Upload showUploadList={false} accept=".jpg,.jpeg,.png" multiple={maxCount > 1} beforeUpload={beforeUpload} customRequest={customRequest}>
          <button type="button" style={{ ...slotStyle, cursor: 'pointer', border: '1px dashed #d9d9d9', color: 'inherit' }}>
            <PlusOutlined />
            <div style={{ marginTop: 8 }}>{text ?? texts.uploadImage}</div>
          </button>
        </Upload>
      )}
      {Array.from({ length: placeholderSlots(count, maxCount, canUpload) }, (_, i) => (
        <div key={`slot-${i}`} className="zhdj-image-upload__slot" aria-hidden style={{ ...slotStyle, width: CELL }} />
      ))}
    </div>
  );
}

function ImageUploadText({ value }: ImageUploadProps) {
  const provider = useDataProvider();
  const paths = splitPaths(value);
  if (!paths.length) return <FieldText />;
  return (
    <Image.PreviewGroup>
      {paths.map((path) => (
        <Image key={path} width={80} height={80} src={provider.fileUrl({ path })} style={{ objectFit: 'cover', marginRight: 8 }} />
      ))}
    </Image.PreviewGroup>
  );
}

export const ImageUpload = connect(ImageUploadInput, mapReadPretty(ImageUploadText));
export default ImageUpload;
