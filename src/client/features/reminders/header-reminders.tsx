/**
 * The header's reminders (002 §2.1): a hover list with the unread count; each item shows its type's icon, title and
 * date. A type-1 item (a notice) opens the notice detail (an announcement of the category 通知公告: the announcement
 * detail), is marked read and leaves the list; 暂无提醒 when empty.
 * Type 2 (an appeal's process item) is never sent yet: the appeals area will open its process detail here.
 */
import { useState, type ReactNode } from 'react';
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

const ICONS: Record<Reminder['type'], ReactNode> = { 1: <NotificationOutlined />, 2: <SolutionOutlined /> };

export function HeaderReminders() {
  const { items, reload } = useReminders();
  const [open, setOpen] = useState(false);
  const [reading, setReading] = useState<BellItem | null>(null);
  const [notifying, setNotifying] = useState<NoticeDetail | null>(null);
  const badge = reminderBadge(items.length);

  const openItem = async (item: Reminder) => {
    if (item.type !== 1) return;
    setOpen(false);
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
      <NoticeDetailDialog notice={notifying} onClose={() => setNotifying(null)} />
    </>
  );
}
