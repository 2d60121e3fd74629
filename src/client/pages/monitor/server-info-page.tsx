/** 性能监控: figures of the server process and its machine, read on open and on 刷新. */
import { Button, Card, Descriptions, Progress, Space } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { monitor } from '@shared/services';
import { bytes, duration, percent, useMonitorData } from './use-monitor-data';

export default function ServerInfoPage() {
  const { data, loading, reload } = useMonitorData(monitor.serverInfo);
  const usedMemory = data ? data.memory.total - data.memory.free : 0;
  return (
    <Card
      title="性能监控"
      extra={
        <Button icon={<ReloadOutlined />} loading={loading} onClick={reload}>
          刷新
        </Button>
      }
    >
      {data && (
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} title="服务器">
            <Descriptions.Item label="主机名">{data.hostname}</Descriptions.Item>
            <Descriptions.Item label="操作系统">{data.platform}</Descriptions.Item>
            <Descriptions.Item label="CPU核数">{data.cpus}</Descriptions.Item>
            <Descriptions.Item label="系统负载（1/5/15分钟）">{data.loadAverage.join(' / ')}</Descriptions.Item>
            <Descriptions.Item label="系统运行时长">{duration(data.uptime.system)}</Descriptions.Item>
            <Descriptions.Item label="采集时间">{data.time}</Descriptions.Item>
            <Descriptions.Item label="内存使用" span={2}>
              <Progress percent={percent(usedMemory, data.memory.total)} style={{ maxWidth: 360 }} /> {bytes(usedMemory)} / {bytes(data.memory.total)}
            </Descriptions.Item>
          </Descriptions>
          <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} title="服务进程">
            <Descriptions.Item label="Node版本">{data.node}</Descriptions.Item>
            <Descriptions.Item label="进程运行时长">{duration(data.uptime.process)}</Descriptions.Item>
            <Descriptions.Item label="进程CPU占用">{data.processCpuPercent === null ? '再次刷新后显示' : `${data.processCpuPercent}%`}</Descriptions.Item>
            <Descriptions.Item label="常驻内存">{bytes(data.process.rss)}</Descriptions.Item>
            <Descriptions.Item label="堆内存" span={2}>
              <Progress percent={percent(data.process.heapUsed, data.process.heapTotal)} style={{ maxWidth: 360 }} /> {bytes(data.process.heapUsed)} /{' '}
              {bytes(data.process.heapTotal)}
            </Descriptions.Item>
          </Descriptions>
          <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} title="数据库">
            <Descriptions.Item label="数据库类型">{data.database.kind === 'postgres' ? 'PostgreSQL' : 'SQLite'}</Descriptions.Item>
            <Descriptions.Item label="数据库大小">{bytes(data.database.size)}</Descriptions.Item>
          </Descriptions>
        </Space>
      )}
    </Card>
  );
}
