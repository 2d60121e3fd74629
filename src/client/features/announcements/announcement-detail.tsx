/** One announcement read from the bell: title, sender, time, priority, content, and 去处理 when it has a target. */
import { lazy, Suspense } from 'react';
import { Button, Modal, Space, Spin, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { BellItem } from '@shared/services/announcement';
import { PriorityTag } from './priority-tag';

// The sanitiser (DOMPurify) loads with the first opened announcement, not with the header.
const RichTextView = lazy(() => import('@renderer/fields/rich-text/view'));

export interface AnnouncementDetailProps {
  item: BellItem | null;
  onClose(): void;
}

/** Where 去处理 goes: openType url opens openPage in a new window, component navigates to it as a route. */
export function handleTarget(item: Pick<BellItem, 'openType' | 'openPage'>): { kind: 'url' | 'route'; to: string } | null {
  if (!item.openPage) return null;
  if (item.openType === 'url' && /^https?:\/\//.test(item.openPage)) return { kind: 'url', to: item.openPage };
  if (item.openType === 'component' && item.openPage.startsWith('/')) return { kind: 'route', to: item.openPage };
  return null;
}

export function AnnouncementDetail({ item, onClose }: AnnouncementDetailProps) {
  const navigate = useNavigate();
  const target = item ? handleTarget(item) : null;
  const handle = () => {
    if (!target) return;
    if (target.kind === 'url') window.open(target.to, '_blank', 'noopener');
    else navigate(target.to);
    onClose();
  };
  return (
    <Modal
      open={!!item}
      title="通告详情"
      width={800}
      onCancel={onClose}
      footer={
        <Space>
          {target && (
            <Button type="primary" onClick={handle}>
              去处理
            </Button>
          )}
          <Button onClick={onClose}>关闭</Button>
        </Space>
      }
    >
      {item && (
        <div className="announcement-detail">
          <Typography.Title level={4}>{item.titile}</Typography.Title>
          <Space size="middle" wrap>
            <span>发布人：{item.senderName ?? item.sender}</span>
            <span>发布时间：{item.sendTime}</span>
            <PriorityTag priority={item.priority} />
          </Space>
          <div className="announcement-detail__content" style={{ marginTop: 16 }}>
            <Suspense fallback={<Spin size="small" />}>
              <RichTextView value={item.msgContent} />
            </Suspense>
          </div>
        </div>
      )}
    </Modal>
  );
}
