/**
 * The announcement bell of the header (002 §2.2): a badge with the unread count and a popover with two tabs, 通知
 * and 系统消息, each with its count; an item shows title, publish time and priority. Reading one opens its detail,
 * marks it read and reloads; 查看更多 opens 我的消息.
 */
import { useState } from 'react';
import { Badge, Button, List, Popover, Tabs, Typography } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { announcement } from '@shared/services';
import type { BellItem } from '@shared/services/announcement';
import { fetchResult } from '../../http';
import { AnnouncementDetail } from './announcement-detail';
import { PriorityTag } from './priority-tag';
import { useBellData } from './use-bell-data';

export const MY_MESSAGES_PATH = '/isps/userAnnouncement';

function BellList({ items, onRead }: { items: BellItem[]; onRead(item: BellItem): void }) {
  return (
    <List
      className="announcement-bell__list"
      size="small"
      dataSource={items}
      locale={{ emptyText: '暂无消息' }}
      style={{ maxHeight: 360, overflowY: 'auto' }}
      renderItem={(item) => (
        <List.Item
          key={item.id}
          className="announcement-bell__item"
          onClick={() => onRead(item)}
          style={{ cursor: 'pointer' }}
          extra={<PriorityTag priority={item.priority} />}
        >
          <List.Item.Meta
            title={<Typography.Text ellipsis={{ tooltip: item.titile }}>{item.titile}</Typography.Text>}
            description={`发布时间：${item.sendTime}`}
          />
        </List.Item>
      )}
    />
  );
}

export function AnnouncementBell() {
  const { data, reload } = useBellData();
  const [open, setOpen] = useState(false);
  const [reading, setReading] = useState<BellItem | null>(null);
  const navigate = useNavigate();
  const total = data.anntMsgTotal + data.sysMsgTotal;

  const read = (item: BellItem) => {
    setOpen(false);
    setReading(item);
    // A failed mark leaves it unread: it is offered again at the next load.
    void fetchResult(announcement.markRead, { anntId: item.id }, { notify: false })
      .catch(() => undefined)
      .then(reload);
  };

  const content = (
    <div className="announcement-bell" style={{ width: 336 }}>
      <Tabs
        centered
        items={[
          { key: 'annt', label: `通知(${data.anntMsgTotal})`, children: <BellList items={data.anntMsgList} onRead={read} /> },
          { key: 'sys', label: `系统消息(${data.sysMsgTotal})`, children: <BellList items={data.sysMsgList} onRead={read} /> },
        ]}
      />
      <div style={{ textAlign: 'center', marginTop: 8 }}>
        <Button
          type="dashed"
          block
          onClick={() => {
            setOpen(false);
            navigate(MY_MESSAGES_PATH);
          }}
        >
          查看更多
        </Button>
      </div>
    </div>
  );

  return (
    <>
      <Popover content={content} trigger="click" placement="bottomRight" open={open} onOpenChange={setOpen} arrow={{ pointAtCenter: true }}>
        <Button type="text" aria-label={`通告（${total}条未读）`} className="announcement-bell__trigger">
          <Badge count={total} size="small" overflowCount={99}>
            <BellOutlined style={{ fontSize: 16 }} />
          </Badge>
        </Button>
      </Popover>
      <AnnouncementDetail item={reading} onClose={() => setReading(null)} />
    </>
  );
}
