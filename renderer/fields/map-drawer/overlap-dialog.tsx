import { Button, Modal, Space } from 'antd';
import { drawerTexts } from './texts';
import type { PendingOverlap } from './use-drawer';

/**
 * 002 §2.11: "with {region name} there is an overlapping area", clip me (1) or coexist (3), one neighbour at a
 * time; clicking the mask closes it and the drawing is dropped. Without a name: 未获取到区域名称.
 */
export function OverlapDialog({ pending, onAnswer }: { pending: PendingOverlap | null; onAnswer(value: 1 | 3 | null): void }) {
  const sibling = pending?.queue[0];
  const text = sibling?.name ? drawerTexts.overlapWith(sibling.name) : `${drawerTexts.noRegionName}，存在重叠区域，请选择处理方式`;
  return (
    <Modal
      open={!!sibling}
      title={drawerTexts.overlapTitle}
      width={400}
      maskClosable
      onCancel={() => onAnswer(null)}
      footer={
        <Space>
          <Button onClick={() => onAnswer(3)}>{drawerTexts.coexist}</Button>
          <Button type="primary" onClick={() => onAnswer(1)}>
            {drawerTexts.clipMe}
          </Button>
        </Space>
      }
      destroyOnHidden
    >
      <p className="zhdj-overlap-text">{text}</p>
    </Modal>
  );
}
