/**
 * The notice detail dialog (002 §2.10): 详情, width 1400; title, push time, pusher, the abstract when there is one,
 * the notice's images and its rich content, images as blocks no wider than the dialog.
 */
import { lazy, Suspense } from 'react';
import { Image, Modal, Space, Spin, Typography } from 'antd';
import type { NoticeDetail } from '@shared/services/notice';
import { dataProvider } from '../../data/data-provider';

// The sanitiser (DOMPurify) loads with the first opened notice, not with the header.
const RichTextView = lazy(() => import('@renderer/fields/rich-text/view'));

export interface NoticeDetailDialogProps {
  notice: NoticeDetail | null;
  onClose(): void;
}

const BLOCK_IMAGE = { display: 'block', maxWidth: '100%', height: 'auto' } as const;

export function NoticeDetailDialog({ notice, onClose }: NoticeDetailDialogProps) {
  const images = (notice?.notifImages ?? '').split(',').filter(Boolean);
  return (
    <Modal open={!!notice} title="详情" width={1400} onCancel={onClose} footer={null} destroyOnHidden>
      {notice && (
        <div className="notice-detail">
          <Typography.Title level={4}>{notice.notifTitle}</Typography.Title>
          <Space size="large" wrap>
            <span>推送时间：{notice.pushTime}</span>
            <span>推送人：{notice.pushEmpl}</span>
          </Space>
          {notice.notifAbs && (
            <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
              {notice.notifAbs}
            </Typography.Paragraph>
          )}
          {images.map((path) => (
            <Image key={path} src={dataProvider.fileUrl({ path })} style={BLOCK_IMAGE} preview={false} alt="" />
          ))}
          <div className="notice-detail__content" style={{ marginTop: 16 }}>
            <Suspense fallback={<Spin size="small" />}>
              <RichTextView value={notice.notifCont} />
            </Suspense>
          </div>
        </div>
      )}
    </Modal>
  );
}
