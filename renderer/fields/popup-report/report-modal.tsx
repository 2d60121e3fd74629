import { useEffect, useMemo, useState } from 'react';
import { Alert, Modal, Table, type TableProps } from 'antd';
import { useDataProvider, type Values } from '../../data-provider';
import { useFeedback } from '../../hooks/use-feedback';
import { filledValues, QueryForm, type QueryItem, type QueryValues } from '../../picker/query-form';
import { pickerTexts } from '../../picker/texts';
import { texts } from '../../texts';
import { pickError } from './popup-config';
import { reportColumns, reportData, reportQueryInfo, type ReportColumns } from './report-api';

export interface ReportModalProps {
  open: boolean;
  code: string;
  multi: boolean;
  width: number;
  /** self_ parameters, read from the form when the dialog opened. */
  params: Record<string, string>;
  /** "column=asc|desc": the first order. */
  sorter?: string;
  onOk(rows: Values[]): void;
  onClose(): void;
}

interface Sort {
  column?: string;
  order?: 'asc' | 'desc';
}

const PAGE_SIZES = ['10', '20', '30'];
const keyOf = (row: Values) => String(row.id ?? JSON.stringify(row));

function initialSort(sorter: string | undefined): Sort {
  const [column, order] = (sorter ?? '').split('=');
  return column && (order === 'asc' || order === 'desc') ? { column, order } : {};
}

/** The report popup (JeecgBoot JPopupOnlReport): query fields, 已选择 N 项, a paged table with radio or checkbox rows. */
export function ReportModal({ open, code, multi, width, params, sorter, onOk, onClose }: ReportModalProps) {
  const provider = useDataProvider();
  const { message, fail } = useFeedback();
  const [info, setInfo] = useState<ReportColumns | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [items, setItems] = useState<QueryItem[]>([]);
  const [values, setValues] = useState<QueryValues>({});
  const [applied, setApplied] = useState<QueryValues>({});
  const [page, setPage] = useState({ current: 1, pageSize: 10 });
  const [sort, setSort] = useState<Sort>(() => initialSort(sorter));
  const [rows, setRows] = useState<Values[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const [selected, setSelected] = useState<Values[]>([]);
  const paramKey = JSON.stringify(params);

  useEffect(() => {
    if (!open) return;
    let live = true;
    setLoadError(null);
    reportColumns(provider, code).then(
      (c) => {
        if (!live) return;
        setInfo(c);
        reportQueryInfo(provider, c.cgRpConfigId).then(
          (q) => live && setItems(q),
          (e) => live && fail(e),
        );
      },
      (e: unknown) => live && setLoadError(`${pickerTexts.popupLoadFailed}${e instanceof Error ? e.message : ''}`),
    );
    return () => void (live = false);
  }, [open, provider, code]);

  useEffect(() => {
    if (!open || !info) return;
    let live = true;
    setLoading(true);
    const query = {
      ...params,
      ...filledValues(applied),
      ...(sort.column ? { column: sort.column, order: sort.order } : {}),
      pageNo: page.current,
      pageSize: page.pageSize,
    };
    reportData(provider, info.cgRpConfigId, query)
      .then(
        (r) => live && (setRows(r.records), setTotal(Number(r.total))),
        (e) => live && (setRows([]), setTotal(0), fail(e, texts.listFailed)),
      )
      .finally(() => live && setLoading(false));
    return () => void (live = false);
  }, [open, info, applied, sort.column, sort.order, page.current, page.pageSize, paramKey]);

  const close = () => {
    setSelected([]);
    onClose();
  };
  const toggle = (row: Values) => {
    const key = keyOf(row);
    if (!multi) return setSelected([row]);
    setSelected((s) => (s.some((r) => keyOf(r) === key) ? s.filter((r) => keyOf(r) !== key) : [...s, row]));
  };
  const ok = () => {
    const error = pickError(selected, multi);
    if (error) return void message.warning(error);
    onOk(selected);
    close();
  };
  const query = () => {
    setApplied(values);
    setPage((p) => ({ ...p, current: 1 }));
  };
  const reset = () => {
    setValues({});
    setApplied({});
    setPage((p) => ({ ...p, current: 1 }));
  };

  const columns = useMemo<TableProps<Values>['columns']>(
    () =>
      info?.columns.map((c) => ({
        title: c.title,
        dataIndex: c.dataIndex,
        key: c.dataIndex,
        width: c.width,
        align: c.align,
        ellipsis: true,
        sorter: c.sorter,
        sortOrder: sort.column === c.dataIndex ? (sort.order === 'asc' ? 'ascend' : 'descend') : null,
        render: (value: unknown, row: Values) => String((c.textField ? row[c.textField] : undefined) ?? value ?? ''),
      })),
    [info, sort.column, sort.order],
  );

  return (
    <Modal
      open={open}
      title={info?.cgRpConfigName ?? ''}
      width={width}
      onOk={ok}
      onCancel={close}
      okText={texts.ok}
      cancelText={texts.close}
      destroyOnHidden
      wrapClassName="zhdj-popup-report"
    >
      {loadError ? (
        <Alert type="error" showIcon message={loadError} />
      ) : (
        <>
          {items.length > 0 && <QueryForm items={items} values={values} onChange={setValues} onQuery={query} onReset={reset} />}
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 16 }}
            message={
              <span>
                {pickerTexts.selected(selected.length)}
                <a style={{ marginLeft: 24 }} onClick={() => setSelected([])}>
                  {pickerTexts.clearSelection}
                </a>
              </span>
            }
          />
          <Table<Values>
            size="middle"
            bordered
            rowKey={keyOf}
            columns={columns}
            dataSource={rows}
            loading={loading}
            scroll={{ x: true }}
            rowSelection={{
              type: multi ? 'checkbox' : 'radio',
              fixed: true,
              preserveSelectedRowKeys: true,
              selectedRowKeys: selected.map(keyOf),
              onChange: (_keys, picked) => setSelected(picked),
            }}
            onRow={(row) => ({ onClick: () => toggle(row) })}
            pagination={{
              current: page.current,
              pageSize: page.pageSize,
              total,
              pageSizeOptions: PAGE_SIZES,
              showSizeChanger: true,
              showQuickJumper: true,
              showTotal: (t, range) => texts.total(range[0], range[1], t),
            }}
            onChange={(p, _filters, s) => {
              const one = Array.isArray(s) ? s[0] : s;
              setSort(one?.order ? { column: String(one.field), order: one.order === 'ascend' ? 'asc' : 'desc' } : {});
              setPage({ current: p.current ?? 1, pageSize: p.pageSize ?? 10 });
            }}
          />
        </>
      )}
    </Modal>
  );
}
