import { connect, mapReadPretty } from '@formily/react';
import { Image, Upload, type UploadProps } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useDataProvider } from '../../data-provider';
import { FieldText } from '../../hooks/field-text';
import { useFeedback } from '../../hooks/use-feedback';
import { splitPaths, usePathUpload, type PathUploadProps } from '../../hooks/use-path-upload';
import { texts } from '../../texts';

export interface ImageUploadProps extends PathUploadProps {
  /** Largest image in MB (default 5). */
  maxSizeMb?: number;
  /** Button text (default 上传图片). */
  text?: string;
}

const IMAGE_TYPES = ['image/jpeg', 'image/jpg', 'image/png'];

/** Spec 002 §5: the reason an image is refused, or null. `count` is how many images the field already holds. */
export function imageProblem(file: { type: string; size: number }, count: number, maxCount: number, maxSizeMb: number): string | null {
  if (!file.type.startsWith('image/')) return texts.imageNotImage;
  if (!IMAGE_TYPES.includes(file.type)) return texts.imageTypeOnly;
  if (file.size > maxSizeMb * 1024 * 1024) return texts.imageTooLarge(maxSizeMb);
  if (count >= maxCount) return texts.imageTooMany(maxCount);
  return null;
}

/** Uploads jpeg/png images (default at most 4, 5 MB each); the value is the stored paths, comma-joined. */
function ImageUploadInput({ maxCount = 4, maxSizeMb = 5, text, ...rest }: ImageUploadProps) {
  const { fileList, customRequest, onRemove } = usePathUpload({ ...rest, maxCount: undefined });
  const { message } = useFeedback();
  // Files picked together arrive one by one: count the ones ahead of this file in its batch too.
  const beforeUpload: UploadProps['beforeUpload'] = (file, batch) => {
    const problem = imageProblem(file, fileList.length + batch.indexOf(file), maxCount, maxSizeMb);
    if (problem) void message.warning(problem);
    return problem ? Upload.LIST_IGNORE : true;
  };
  return (
    <Upload listType="picture-card" accept=".jpg,.jpeg,.png" fileList={fileList} beforeUpload={beforeUpload} customRequest={customRequest} onRemove={onRemove} disabled={rest.disabled}>
      {fileList.length >= maxCount ? null : (
        <div>
          <PlusOutlined />
          <div style={{ marginTop: 8 }}>{text ?? texts.uploadImage}</div>
        </div>
      )}
    </Upload>
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
