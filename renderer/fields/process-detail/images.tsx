import { Image, Space } from 'antd';
import { useDataProvider } from '../../data-provider';
import type { ProcessFile } from './model';

/** Thumbnails of a step's or an event's images, previewed as one group. */
export function ProcessImages({ files, size = 80 }: { files?: ProcessFile[] | null; size?: number }) {
  const provider = useDataProvider();
  const paths = (files ?? []).map((f) => f.uri || f.url || '').filter(Boolean);
  if (!paths.length) return null;
  return (
    <Image.PreviewGroup>
      <Space wrap size={8}>
        {paths.map((path) => (
          <Image key={path} width={size} height={size} src={provider.fileUrl({ path })} style={{ objectFit: 'cover' }} />
        ))}
      </Space>
    </Image.PreviewGroup>
  );
}
