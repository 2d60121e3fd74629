import { useMemo, useState } from 'react';
import { Card, Table } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { primaryKeyOf, type EntitySchema } from '@shared/entity-meta';
import { usePermissions, type Values } from '../data-provider';
import { canDo } from './permissions';
import { FormDialog } from './form-dialog';
import { ListToolbar } from './list-toolbar';
import { QueryBar } from './query-bar';
import { RowActions } from './row-actions';
import { SubScreenDialog } from './sub-screen-dialog';
import { tableColumns } from './table-columns';
import { defaultSort, listParams, useListData } from './use-list-data';
import type { FormMode, ListScreenSchema, SubScreenAction } from './screen-schema';
import { texts } from '../texts';

export interface ListScreenProps {
  screen: ListScreenSchema;
  /** The resolved entity schema the screen refers to. */
  entity: EntitySchema;
  /** Property values a parent screen fixes (filter of the list, values of new records). */
  fixed?: Values;
}

const PAGE_SIZES = ['20', '30', '50'];

/** A generic list screen: query area, toolbar, table with paging and sorting, row actions, form dialog. */
export function ListScreen({ screen, entity, fixed }: ListScreenProps) {
  const perms = usePermissions();
  const api = entity['x-entity'].api!;
  const pk = primaryKeyOf(entity);
  const omit = useMemo(() => Object.keys(fixed ?? {}), [fixed]);
  const { state, setState, page, loading, reload } = useListData(api, entity, screen.pageSize ?? 20, fixed);
  const [selected, setSelected] = useState<string[]>([]);
  const [dialog, setDialog] = useState<{ mode: FormMode; record?: Values } | null>(null);
  const [sub, setSub] = useState<{ action: SubScreenAction; record: Values } | null>(null);

  const open = (mode: FormMode, record?: Values) => setDialog({ mode, record });
  const changed = () => (setSelected([]), reload());
  const columns = useMemo(() => {
    const cols = tableColumns(screen, entity, state.sort, open);
    if (!screen.rowActions?.length) return cols;
    const render = (_: unknown, record: Values) => (
      <RowActions actions={screen.rowActions!} entity={entity} record={record} open={open} openSub={(action, r) => setSub({ action, record: r })} onChanged={changed} />
    );
    return [...cols, { key: '__actions', title: texts.action, align: 'center' as const, fixed: 'right' as const, width: 180, render }];
  }, [screen, entity, state.sort]);
  const selectable = screen.toolbar?.includes('batchDelete') && canDo(perms, entity, 'batchDelete');

  const onTableChange = (p: { current?: number; pageSize?: number }, _f: unknown, s: SorterResult<Values> | SorterResult<Values>[]) => {
    const one = Array.isArray(s) ? s[0] : s;
    const sort = one?.order && one.field ? { column: String(one.field), order: one.order === 'ascend' ? ('asc' as const) : ('desc' as const) } : defaultSort(entity);
    const pageSize = p.pageSize ?? state.pageSize;
    setState({ ...state, sort, pageSize, pageNo: pageSize !== state.pageSize ? 1 : (p.current ?? 1) });
  };

  return (
    <Card variant="borderless" title={fixed ? undefined : screen.title} className="zhdj-list-screen" data-screen={screen.id}>
      <QueryBar screen={screen} entity={entity} omit={omit} onQuery={(query) => setState({ ...state, query, pageNo: 1 })} />
      <ListToolbar screen={screen} entity={entity} selected={selected} params={listParams(state, fixed)} onAdd={() => open('add')} onChanged={changed} />
      <Table<Values>
        rowKey={pk}
        size="middle"
        bordered
        loading={loading}
        columns={columns}
        dataSource={page.records}
        scroll={{ x: 'max-content' }}
        rowSelection={selectable ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) } : undefined}
        pagination={{
          current: state.pageNo,
          pageSize: state.pageSize,
          total: page.total,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZES,
          showTotal: (total, range) => texts.total(range[0], range[1], total),
        }}
        onChange={onTableChange}
      />
      {dialog && screen.form && (
        <FormDialog screen={screen} entity={entity} mode={dialog.mode} record={dialog.record} fixed={fixed} onClose={() => setDialog(null)} onSaved={() => (setDialog(null), changed())} />
      )}
      {sub && <SubScreenDialog action={sub.action} record={sub.record} onClose={() => setSub(null)} />}
    </Card>
  );
}
