/**
 * The header's reminders (002 §2.1): a hover list with the unread count; each item shows its type's icon, title and
 * date. A type-1 item (a notice) opens the notice detail, is marked read and leaves the list; 暂无提醒 when empty.
 * A type-2 item (an appeal's task) opens the process detail; once acted on, the server no longer lists it.
 */
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Badge, Button, List, Popover, Typography } from 'antd';
import { ClockCircleOutlined, NotificationOutlined, SolutionOutlined } from '@ant-design/icons';
import { announcement } from '@shared/services';
import type { BellItem } from '@shared/services/announcement';
import type { Reminder } from '@shared/services/mess-center';
import { fetchResult, showError } from '../../http';
import { AnnouncementDetail } from '../announcements/announcement-detail';
import { datePart, reminderBadge } from './reminder-badge';
import { useReminders } from './use-reminders';

// The process detail (and its map and upload widgets) loads only when an appeal is opened.
const ProcessDetailDialog = lazy(() => import('@renderer/fields/process-detail/process-detail-dialog').then((m) => ({ default: m.ProcessDetailDialog })));

const ICONS: Record<Reminder['type'], ReactNode> = { 1: <NotificationOutlined />, 2: <SolutionOutlined /> };

export function HeaderReminders() {
  const { items, reload } = useReminders();
  const [open, setOpen] = useState(false);
  const [reading, setReading] = useState<BellItem | null>(null);
  const [appeal, setAppeal] = useState<{ matterInstId: string; taskId?: string } | null>(null);
  const badge = reminderBadge(items.length);

  const openItem = async (item: Reminder) => {
    setOpen(false);
    if (item.type === 2) return item.matterInstId && setAppeal({ matterInstId: item.matterInstId, taskId: item.taskId ?? item.id });
    try {
      setReading((await fetchResult(announcement.queryById, { id: item.id })) as unknown as BellItem);
      // A failed mark leaves it unread: it is offered again at the next load.
      await fetchResult(announcement.markRead, { anntId: item.id }, { notify: false }).catch(() => undefined);
    } catch (e) {
      showError(e);
    }
    void reload();
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
          <List.Item.Meta avatar={ICONS[item.type]} title={<Typography.Text ellipsis={{ tooltip: item.title }}>{item.title}</Typography.Text>} description={datePart(item.time)} />
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
