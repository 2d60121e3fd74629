import { Descriptions, Space, Tag, Typography } from 'antd';
import { FireFilled, SendOutlined } from '@ant-design/icons';
import { AddressWithMap } from './address-map';
import { ProcessImages } from './images';
import { appellantType, isFinished, statusLine, urgencyText, type TaskDetail } from './model';
import { processTexts as t } from './texts';

const URGENCY_COLORS: Record<string, string> = { 一般: '#1677ff', 紧急: '#fa8c16', 特急: '#f5222d' };

/** The event's name with its urgency icon (hidden once finished), the status line and 已超期. */
export function EventHeading({ detail }: { detail: TaskDetail }) {
  const f = detail.formData;
  const urgency = urgencyText(f.emLevel);
  return (
    <Space align="center" wrap style={{ marginBottom: 16 }}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        {f.eventName}
      </Typography.Title>
      {!isFinished(detail) && (
        <FireFilled className="zhdj-process-urgency" title={urgency} aria-label={urgency} style={{ color: URGENCY_COLORS[urgency], fontSize: 18 }} />
      )}
      <Tag className="zhdj-process-status" color={isFinished(detail) ? 'default' : 'processing'}>
        {statusLine(detail)}
      </Tag>
      {!isFinished(detail) && (detail as { overdue?: boolean }).overdue && <Tag color="red">已超期</Tag>}
    </Space>
  );
}

/** When the report step was taken (the timeline's -1), else the first report time. */
const reportTime = (d: TaskDetail) => d.taskBrowseDetailList?.find((s) => Number(s.taskId) === -1)?.procTime ?? d.firstTime;

/** Every field of 002 §2.9, with 暂无描述 and 无 where the event left one empty. */
export function EventInfo({ detail }: { detail: TaskDetail }) {
  const f = detail.formData;
  const items = [
    { key: 'code', label: t.eventCode, children: f.eventCode },
    { key: 'first', label: t.firstTime, children: detail.firstTime },
    { key: 'address', label: t.address, span: 2, children: <AddressWithMap address={f.gisAddress} lon={f.gisLon} lat={f.gisLat} /> },
    { key: 'grid', label: t.grid, children: f.gridName },
    {
      key: 'push',
      label: t.pushType,
      children: (
        <span>
          <SendOutlined style={{ marginRight: 6 }} />
          {f.eventPushTypeName || f.dicEventPushType || t.none}
        </span>
      ),
    },
    { key: 'desc', label: t.description, span: 2, children: f.eventDesc || t.noDescription },
    { key: 'emplType', label: t.appellantType, children: appellantType(f.emplType) },
    { key: 'empl', label: t.appellant, children: [f.emplName, f.phone].filter(Boolean).join(' ') || t.none },
    { key: 'submitter', label: t.submitter, children: detail.startUserName },
    { key: 'reported', label: t.reportTime, children: reportTime(detail) },
    { key: 'urgency', label: t.urgency, children: urgencyText(f.emLevel) },
    { key: 'remark', label: t.remark, children: f.eventRemark || t.none },
    { key: 'images', label: t.images, span: 2, children: detail.attrList?.length ? <ProcessImages files={detail.attrList} /> : t.none },
  ];
  return <Descriptions className="zhdj-process-info" bordered size="small" column={2} items={items} />;
}
