/** The hand-written side: what a developer would write with antd alone for the same form and the same list. */
import { useEffect, useState } from 'react';
import { Button, Card, Col, Divider, Form, Input, InputNumber, Popconfirm, Row, Select, Space, Table, Typography } from 'antd';
import { DeleteOutlined, DownloadOutlined, PlusOutlined, ReloadOutlined, SearchOutlined, UploadOutlined } from '@ant-design/icons';
import { DICT, FIELD_COUNT, kindOf, ROW_COUNT, rows } from './fixtures';

const options = DICT.map((d) => ({ label: d.text, value: d.value }));

export function AntdFormCase() {
  const [form] = Form.useForm();
  return (
    <div style={{ width: 1000 }}>
      <Form form={form} labelCol={{ flex: '110px' }} labelWrap>
        <Row gutter={16}>
          {Array.from({ length: FIELD_COUNT }, (_, i) => {
            const kind = kindOf(i);
            const required = i % 5 === 0;
            const rules = [
              ...(required ? [{ required: true, message: `请${kind === 'dict' ? '选择' : '输入'}字段${i}` }] : []),
              ...(kind === 'text' ? [{ max: 50, message: '最大长度50位字符' }] : kind === 'number' ? [{ type: 'number' as const, min: 0, max: 9999 }] : []),
            ];
            return (
              <Col span={12} key={i}>
                <Form.Item name={`f${i}`} label={`字段${i}`} rules={rules}>
                  {kind === 'text' ? (
                    <Input maxLength={50} placeholder="请输入" allowClear />
                  ) : kind === 'number' ? (
                    <InputNumber precision={0} placeholder="请输入" style={{ width: '100%' }} />
                  ) : (
                    <Select options={options} placeholder="请选择" allowClear showSearch optionFilterProp="label" />
                  )}
                </Form.Item>
              </Col>
            );
          })}
        </Row>
      </Form>
    </div>
  );
}

const text = (v: unknown) => (v === undefined || v === null ? '' : String(v));

export function AntdListCase() {
  const [data, setData] = useState<typeof rows>([]);
  const [selected, setSelected] = useState<React.Key[]>([]);
  useEffect(() => {
    void Promise.resolve(rows).then(setData);
  }, []);
  const columns = [
    {
      key: 'gridName',
      dataIndex: 'gridName',
      title: '网格名称',
      align: 'center' as const,
      sorter: true,
      render: (v: unknown) => <Typography.Link>{text(v)}</Typography.Link>,
    },
    { key: 'gridCode', dataIndex: 'gridCode', title: '网格编号', align: 'center' as const, sorter: true },
    { key: 'dicGridType', dataIndex: 'dicGridType_dictText', title: '网格类型', align: 'center' as const },
    { key: 'partOrgName', dataIndex: 'partOrgName', title: '网格内党组织', align: 'center' as const },
    { key: 'dicPartOrgType', dataIndex: 'dicPartOrgType_dictText', title: '党组织类型', align: 'center' as const },
    { key: 'drawStatus', dataIndex: 'drawStatus_dictText', title: '标绘状态', align: 'center' as const },
    {
      key: 'actions',
      title: '操作',
      align: 'center' as const,
      fixed: 'right' as const,
      width: 180,
      render: () => (
        <span>
          <Typography.Link>编辑</Typography.Link>
          <Divider type="vertical" />
          <Typography.Link>详情</Typography.Link>
          <Divider type="vertical" />
          <Popconfirm title="确定删除吗?">
            <Typography.Link>删除</Typography.Link>
          </Popconfirm>
        </span>
      ),
    },
  ];
  return (
    <Card variant="borderless" title="网格列表">
      <Form layout="horizontal" labelCol={{ flex: '90px' }}>
        <Row gutter={16}>
          <Col span={6}>
            <Form.Item name="gridName" label="网格名称">
              <Input placeholder="请输入" allowClear maxLength={50} />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="gridCode" label="网格编号">
              <Input placeholder="请输入" allowClear maxLength={15} />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="dicGridType" label="网格类型">
              <Select options={options} placeholder="请选择" allowClear />
            </Form.Item>
          </Col>
        </Row>
        <Space style={{ marginBottom: 16 }}>
          <Button type="primary" icon={<SearchOutlined />}>
            查询
          </Button>
          <Button icon={<ReloadOutlined />}>重置</Button>
        </Space>
      </Form>
      <Space wrap style={{ marginBottom: 16 }}>
        <Button type="primary" icon={<PlusOutlined />}>
          新增
        </Button>
        <Button icon={<DeleteOutlined />}>批量删除</Button>
        <Button icon={<DownloadOutlined />}>导出</Button>
        <Button icon={<UploadOutlined />}>导入</Button>
      </Space>
      <Table
        rowKey="id"
        size="middle"
        bordered
        columns={columns}
        dataSource={data}
        scroll={{ x: 'max-content' }}
        rowSelection={{ selectedRowKeys: selected, onChange: setSelected }}
        pagination={{
          current: 1,
          pageSize: ROW_COUNT,
          total: data.length,
          showSizeChanger: true,
          pageSizeOptions: ['20', '30', '50'],
          showTotal: (t, r) => `${r[0]}-${r[1]} 共 ${t} 条`,
        }}
      />
    </Card>
  );
}
