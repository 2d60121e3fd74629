import { useEffect, useMemo, useState } from 'react';
import { Card, Col, Modal, Row, Table, type TableProps } from 'antd';
import { useDataProvider, type Values } from '../../data-provider';
import { useFeedback } from '../../hooks/use-feedback';
import { filledValues, QueryForm, type QueryItem, type QueryValues } from '../../picker/query-form';
import { pickerTexts } from '../../picker/texts';
import { texts } from '../../texts';
import { BIZ_DEFAULTS, ellipsis, fieldParam, toggleRow, type BizColumn } from './biz-config';

export interface BizModalProps {
  title: string;
  /** Shown in the right panel's title: 已选{name} N. */
  name: string;
  api: string;
  columns: BizColumn[];
  queryItems: QueryItem[];
  /** Fixed list parameters sent with every page. */
  params: Record<string, unknown>;
  multiple: boolean;
  rowKey: string;
  width: number;
  ellipsisLength: number;
  /** The rows already chosen (the field's value, looked up). */
  initial: Values[];
  onOk(rows: Values[]): void;
  onClose(): void;
}

/** The business-component dialog: query form, a paged table with radio or checkbox rows, and the 已选 panel. */
export function BizModal({ title, name, api, columns, queryItems, params, multiple, rowKey, width, ellipsisLength, initial, onOk, onClose }: BizModalProps) {
  const provider = useDataProvider();
  const { fail } = useFeedback();
  const [values, setValues] = useState<QueryValues>({});
  const [applied, setApplied] = useState<QueryValues>({});
  const [page, setPage] = useState({ current: 1, pageSize: BIZ_DEFAULTS.pageSize });
  const [sort, setSort] = useState<{ column?: string; order?: 'asc' | 'desc' }>({});
  const [rows, setRows] = useState<Values[]>([]);
  const [total, setTotal] = useState(0);
  // Loading from the first render: the rows are asked for on opening, and 暂无数据 must not show before the answer.
  const [loading, setLoading] = useState(true);
  const [selected, setSelected] = useState<Values[]>(initial);
  const keyOf = (r: Values) => String(r[rowKey]);

  useEffect(() => {
    let live = true;
    setLoading(true);
    const query = {
      ...params,
      ...filledValues(applied),
      field: fieldParam(columns),
      ...(sort.column ? { column: sort.column, order: sort.order } : {}),
      pageNo: page.current,
      pageSize: page.pageSize,
    };
    provider
      .list({ api, params: query })
      .then(
        (r) => live && (setRows(r.records), setTotal(Number(r.total))),
        (e) => live && (setRows([]), setTotal(0), fail(e, texts.listFailed)),
      )
      .finally(() => live && setLoading(false));
    return () => void (live = false);
  }, [provider, api, applied, sort.column, sort.order, page.current, page.pageSize]);

  const cell = (value: unknown) => {
    const text = value === undefined || value === null ? '' : String(value);
    return <span title={text}>{ellipsis(text, ellipsisLength)}</span>;
  };
  const tableColumns = useMemo<TableProps<Values>['columns']>(
    () =>
      columns.map((c) => ({
        title: c.title,
        dataIndex: c.dataIndex,
        key: c.dataIndex,
        width: c.width,
        sorter: c.sorter,
        render: (_v: unknown, r: Values) => cell(r[`${c.dataIndex}_dictText`] ?? r[c.dataIndex]),
      })),
    [columns, ellipsisLength],
  );
  const first = columns[0];
  const remove = (row: Values) => setSelected((s) => s.filter((r) => keyOf(r) !== keyOf(row)));
  const selectedColumns: TableProps<Values>['columns'] = [
    {
      title: first.title,
      dataIndex: first.dataIndex,
      key: first.dataIndex,
      render: (_v: unknown, r: Values) => cell(r[`${first.dataIndex}_dictText`] ?? r[first.dataIndex]),
    },
    { title: texts.action, key: 'action', align: 'center', width: 60, render: (_v: unknown, r: Values) => <a onClick={() => remove(r)}>{texts.delete}</a> },
  ];
  const query = () => (setApplied(values), setPage((p) => ({ ...p, current: 1 })));
  const reset = () => (setValues({}), setApplied({}), setPage((p) => ({ ...p, current: 1 })));

  return (
    <Modal
      open
      centered
      title={title}
      width={width}
      okText={texts.ok}
      cancelText={texts.close}
      onOk={() => (onOk(selected), onClose())}
      onCancel={onClose}
      wrapClassName="zhdj-biz-select"
    >
      <Row gutter={18}>
        <Col span={16}>
          <QueryForm items={queryItems} values={values} onChange={setValues} onQuery={query} onReset={reset} />
          <Table<Values>
            size="middle"
            bordered
            rowKey={keyOf}
            columns={tableColumns}
            dataSource={rows}
            loading={loading}
            scroll={{ y: BIZ_DEFAULTS.scrollY }}
            rowSelection={{
              type: multiple ? 'checkbox' : 'radio',
              preserveSelectedRowKeys: true,
              selectedRowKeys: selected.map(keyOf),
              onChange: (_k, picked) => setSelected(multiple ? picked : picked.slice(-1)),
            }}
            onRow={(row) => ({ onClick: () => setSelected((s) => toggleRow(s, row, keyOf, multiple)) })}
            pagination={{
              current: page.current,
              pageSize: page.pageSize,
              total,
              pageSizeOptions: BIZ_DEFAULTS.pageSizes,
              showSizeChanger: true,
              showQuickJumper: true,
              showTotal: (t, range) => texts.total(range[0], range[1], t),
            }}
            onChange={(p, _f, s) => {
              const one = Array.isArray(s) ? s[0] : s;
              setSort(one?.order ? { column: String(one.field), order: one.order === 'ascend' ? 'asc' : 'desc' } : {});
              setPage({ current: p.current ?? 1, pageSize: p.pageSize ?? BIZ_DEFAULTS.pageSize });
            }}
          />
        </Col>
        <Col span={8}>
          <Card
            className="zhdj-biz-selected"
            title={pickerTexts.selectedPanel(name, selected.length)}
            variant="borderless"
            styles={{ header: { padding: 0 }, body: { padding: 0 } }}
          >
            <Table<Values>
              size="middle"
              bordered
              rowKey={keyOf}
              columns={selectedColumns}
              dataSource={selected}
              pagination={false}
              scroll={{ y: BIZ_DEFAULTS.scrollY }}
            />
          </Card>
        </Col>
      </Row>
    </Modal>
  );
}
