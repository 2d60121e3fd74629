import type { CSSProperties, ReactNode } from 'react';
import { Button, Image, Progress, Tooltip } from 'antd';
import { DeleteOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { texts } from '../../texts';

export const CELL = 104;
const box: CSSProperties = { width: CELL, height: CELL, borderRadius: 8, boxSizing: 'border-box' };
export const slotStyle: CSSProperties = { ...box, border: '1px dashed #d9d9d9', background: '#fafafa' };

/** One stored image: the thumbnail (a click previews it) and, when editable, 前移 / 后移 / 删除 below it. */
export function ImageCell(props: {
  src: string;
  path: string;
  name: string;
  index: number;
  editable: boolean;
  allowDelete: boolean;
  onMove(dir: -1 | 1): void;
  onRemove(): void;
}) {
  const { src, name, index, editable, allowDelete } = props;
  const action = (label: string, icon: ReactNode, onClick: () => void) => (
    <Tooltip title={label}>
      <Button type="text" size="small" icon={icon} aria-label={`${label}第${index + 1}张`} onClick={onClick} />
    </Tooltip>
  );
  return (
    <div className="zhdj-image-upload__item" data-path={props.path} style={{ width: CELL }}>
      <Image src={src} alt={name} width={CELL} height={CELL} style={{ ...box, objectFit: 'cover', border: '1px solid #d9d9d9' }} />
      {editable && (
        <div style={{ display: 'flex', justifyContent: 'space-between' }}>
          {action(texts.moveEarlier, <LeftOutlined />, () => props.onMove(-1))}
          {allowDelete && action(texts.removeFile, <DeleteOutlined />, props.onRemove)}
          {action(texts.moveLater, <RightOutlined />, () => props.onMove(1))}
        </div>
      )}
    </div>
  );
}

/** An image being sent to the server, with how much of it has gone. */
export function PendingCell({ name, percent = 0 }: { name: string; percent?: number }) {
  return (
    <div
      className="zhdj-image-upload__pending"
      title={name}
      role="progressbar"
      aria-valuenow={percent}
      aria-label={`${texts.uploading} ${name}`}
      style={{ ...slotStyle, display: 'grid', placeItems: 'center', alignContent: 'center', gap: 4 }}
    >
      <Progress type="circle" percent={percent} size={48} />
      <span style={{ fontSize: 12, color: '#888' }}>{texts.uploading}</span>
    </div>
  );
}
