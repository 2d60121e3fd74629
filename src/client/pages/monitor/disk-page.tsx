/** 磁盘监控: each mounted real filesystem of the server with its size and use. */
import { Button, Card, Progress, Table } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { monitor, type ResultOf } from '@shared/services';
import { bytes, percent, useMonitorData } from './use-monitor-data';

type Row = ResultOf<typeof monitor.disks>[number];

export default function DiskPage() {
  const { data, loading, reload } = useMonitorData(monitor.disks);
  return (
    <Card
      title="磁盘监控"
      extra={
        <Button icon={<ReloadOutlined />} loading={loading} onClick={reload}>
          刷新
        </Button>
      }
    >
      <Table<Row>
        rowKey="mount"
        size="small"
        loading={loading}
        dataSource={data ?? []}
        pagination={false}
        columns={[
          { title: '挂载点', dataIndex: 'mount' },
          { title: '设备', dataIndex: 'device', ellipsis: true },
          { title: '文件系统', dataIndex: 'type', width: 100 },
          { title: '总大小', dataIndex: 'size', width: 110, render: bytes },
          { title: '已用', dataIndex: 'used', width: 110, render: bytes },
          { title: '可用', dataIndex: 'free', width: 110, render: bytes },
          {
            title: '使用率',
            key: 'rate',
            width: 200,
            render: (_: unknown, r) => (
              <Progress percent={percent(r.used, r.used + r.free)} size="small" status={percent(r.used, r.used + r.free) > 90 ? 'exception' : 'normal'} />
            ),
          },
        ]}
      />
    </Card>
  );
}
