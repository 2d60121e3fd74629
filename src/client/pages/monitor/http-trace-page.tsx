/** 请求追踪: the recent API requests of this server instance (kept in memory), newest first. */
import { Button, Card, Table, Tag } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { monitor, type ResultOf } from '@shared/services';
import { useMonitorData } from './use-monitor-data';

type Row = ResultOf<typeof monitor.httpTrace>[number];

const statusColor = (s: number) => (s >= 500 ? 'red' : s >= 400 ? 'orange' : 'green');

export default function HttpTracePage() {
  const { data, loading, reload } = useMonitorData(monitor.httpTrace);
  return (
    <Card
      title="请求追踪"
      extra={
        <Button icon={<ReloadOutlined />} loading={loading} onClick={reload}>
          刷新
        </Button>
      }
    >
      <Table<Row>
        rowKey={(r, i) => `${r.time}-${i}`}
        size="small"
        loading={loading}
        dataSource={data ?? []}
        pagination={{ pageSize: 20, showTotal: (n) => `共 ${n} 条` }}
        columns={[
          { title: '请求时间', dataIndex: 'time', width: 170 },
          { title: '请求方法', dataIndex: 'method', width: 90 },
          { title: '请求路径', dataIndex: 'path', ellipsis: true },
          { title: '响应状态', dataIndex: 'status', width: 90, render: (s: number) => <Tag color={statusColor(s)}>{s}</Tag> },
          { title: '耗时(毫秒)', dataIndex: 'costTime', width: 100, align: 'right' },
        ]}
      />
    </Card>
  );
}
