/**
 * The header's reminders (002 §2.1): a hover list with the unread count; each item shows its type's icon, title and
 * date. A type-1 item (a notice, or an announcement of the category 通知公告) opens its detail, is marked read and
 * leaves the list; 暂无提醒 when empty. A type-2 item (an appeal's task) opens the process detail; once acted on, the
 * server no longer lists it.
 */
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Badge, Button, List, Popover, Typography } from 'antd';
import { ClockCircleOutlined, NotificationOutlined, SolutionOutlined } from '@ant-design/icons';
import { announcement, notice } from '@shared/services';
import type { BellItem } from '@shared/services/announcement';
import type { Reminder } from '@shared/services/mess-center';
import type { NoticeDetail } from '@shared/services/notice';
import { fetchResult, showError } from '../../http';
import { AnnouncementDetail } from '../announcements/announcement-detail';
import { NoticeDetailDialog } from '../notices/notice-detail';
import { datePart, reminderBadge } from './reminder-badge';
import { useReminders } from './use-reminders';

// The process detail (and its map and upload widgets) loads only when an appeal is opened.
const ProcessDetailDialog = lazy(() => import('@renderer/fields/process-detail/process-detail-dialog').then((m) => ({ default: m.ProcessDetailDialog })));

const ICONS: Record<Reminder['type'], ReactNode> = { 1: <NotificationOutlined />, 2: <SolutionOutlined /> };

export function HeaderReminders() {
  const { items, reload } = useReminders();
  const [open, setOpen] = useState(false);
  const [reading, setReading] = useState<BellItem | null>(null);
  const [notifying, setNotifying] = useState<NoticeDetail | null>(null);
  const [appeal, setAppeal] = useState<{ matterInstId: string; taskId?: string } | null>(null);
  const badge = reminderBadge(items.length);

  const openItem = async (item: Reminder) => {
    setOpen(false);
    if (item.type === 2) return item.matterInstId && setAppeal({ matterInstId: item.matterInstId, taskId: item.taskId ?? item.id });
    try {
      // readMode 1 marks the notice read as it is read.
      if (item.source === 'notice') setNotifying(await fetchResult(notice.queryByIdUserCity, { id: item.id, readMode: '1' }));
      else await openAnnouncement(item.id);
    } catch (e) {
      showError(e);
    }
    void reload();
  };

  const openAnnouncement = async (id: string) => {
    setReading((await fetchResult(announcement.queryById, { id })) as unknown as BellItem);
    // A failed mark leaves it unread: it is offered again at the next load.
    await fetchResult(announcement.markRead, { anntId: id }, { notify: false }).catch(() => undefined);
  };

  const content = (
    <List
      className="header-reminders__list"
      size="small"
      style={{ width: 300, maxHeight: 360, overflowY: 'auto' }}
      dataSource={items}
      locale={{ emptyText: '暂无提醒' }}
      renderItem={(item) => (
        <List.Item key={`${item.type}-${item.id}`} className="header-reminders__item" style={{ cursor: 'pointer' }} onClick={() => void openItem(item)}>
          <List.Item.Meta
            avatar={ICONS[item.type]}
            title={<Typography.Text ellipsis={{ tooltip: item.title }}>{item.title}</Typography.Text>}
            description={datePart(item.time)}
          />
        </List.Item>
      )}
    />
  );

  return (
    <>
      <Popover
        content={content}
        title="提醒"
        placement="bottomRight"
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (next) void reload();
        }}
      >
        <Button type="text" aria-label={`提醒（${items.length}条未读）`} className="header-reminders__trigger">
          <Badge count={badge.count} size={badge.size} overflowCount={99}>
            <ClockCircleOutlined style={{ fontSize: 16 }} />
          </Badge>
        </Button>
      </Popover>
      <AnnouncementDetail item={reading} onClose={() => setReading(null)} />
      <NoticeDetailDialog notice={notifying} onClose={() => setNotifying(null)} />
      {appeal && (
        <Suspense fallback={null}>
          <ProcessDetailDialog
            target={appeal}
            onClose={() => {
              setAppeal(null);
              void reload();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
