import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Card, Col, Row, Table } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { primaryKeyOf, type EntitySchema } from '@shared/entity-meta';
import { useDataProvider, useNavigator, usePermissions, type Values } from '../data-provider';
import { canDo } from './permissions';
import { FormDialog } from './form-dialog';
import { ListToolbar } from './list-toolbar';
import { openTarget } from './open-target';
import { paramFilterValues } from './param-filters';
import { QueryBar } from './query-bar';
import { RowActions } from './row-actions';
import { RowFieldDialog } from './row-field-dialog';
import { RowViewDialog } from './row-view-dialog';
import { SubScreenDialog } from './sub-screen-dialog';
import { SuperQuery } from './super-query';
import { tableColumns } from './table-columns';
import { defaultSort, isPaged, listParams, useListData, type Sort } from './use-list-data';
import { useTreeRows } from './use-tree-rows';
import { useListableScreens } from './use-listable';
import type { ColumnEntry, FieldDialogAction, FormMode, ListSource, SubScreenAction, TableParts, TreeFilterSpec, TreeSpec, ViewAction } from './screen-schema';
import { TreeFilter } from './tree-filter';
import { texts } from '../texts';

export interface ListScreenProps {
  screen: TableParts & { id: string; title: string; source?: ListSource; treeFilter?: TreeFilterSpec; sort?: Sort };
  /** The resolved entity schema the screen refers to. */
  entity: EntitySchema;
  /** Property values a parent screen fixes (filter of the list, values of new records). */
  fixed?: Values;
  /** A tree table: the top level of `tree.parent`, children on expand (flat while a query is set). */
  tree?: TreeSpec;
  /** Only show and export the rows (a detail page's tab of another register): no add, edit, delete or import. */
  readOnly?: boolean;
  /** The page's query parameters (the screen's `paramFilters` read them). */
  params?: Record<string, string>;
}

const PAGE_SIZES = ['20', '30', '50'];

/**
 * A parent screen's fixed values as exact matches: a value for a field the list route matches by `like` (x-query)
 * gets JeecgBoot's trailing comma, so household 户号 H1 does not also list H10.
 */
export function exactValues(entity: EntitySchema, fixed: Values): Values {
  const exact = (k: string, v: unknown) => {
    const rule = entity.properties[k]?.['x-query'];
    return typeof v === 'string' && v !== '' && rule && rule !== 'eq' && !v.includes(',') ? `${v},` : v;
  };
  return Object.fromEntries(Object.entries(fixed).map(([k, v]) => [k, exact(k, v)]));
}

/** The screen without its writing actions: only export stays in the toolbar, only detail and open / view links in the rows. */
function readOnlyScreen<S extends ListScreenProps['screen']>(screen: S): S {
  const rowActions = screen.rowActions?.filter((a) => (typeof a === 'string' ? a === 'detail' : a.action === 'open' || a.action === 'view'));
  const columns = screen.columns.map((c) => (typeof c === 'object' && c.link === 'edit' ? { ...c, link: 'detail' as const } : c));
  return { ...screen, toolbar: screen.toolbar?.filter((t) => t === 'export'), rowActions, columns };
}

/**
 * The row actions without sub-screens whose list the user may not read; `known` is false while that is being found
 * out (the rows wait for it, so they never show an action that then goes away).
 */
function useOpenableRowActions(actions: ListScreenProps['screen']['rowActions']) {
  const subScreens = (actions ?? []).flatMap((a) => (typeof a === 'object' && a.action === 'subScreen' ? [a.screen] : []));
  const listable = useListableScreens(subScreens);
  const openable = useMemo(() => actions?.filter((a) => typeof a !== 'object' || a.action !== 'subScreen' || listable?.has(a.screen)), [actions, listable]);
  return { rowActions: openable, known: listable !== undefined };
}

const hasQuery = (query: Values) => Object.values(query).some((v) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && !v.length));

/** A generic list screen: query area, toolbar, table with paging and sorting, row actions, form dialog. */
export function ListScreen({ screen: given, entity, fixed, tree, readOnly, params }: ListScreenProps) {
  const screen = useMemo(() => (readOnly ? readOnlyScreen(given) : given), [given, readOnly]);
  const perms = usePermissions();
  const navigator = useNavigator();
  const pk = primaryKeyOf(entity);
  const fromParams = useMemo(() => paramFilterValues(screen.paramFilters, params), [screen.paramFilters, params]);
  const preset = screen.preset;
  const omit = useMemo(() => Object.keys({ ...preset, ...screen.paramFilters, ...fixed }), [preset, screen.paramFilters, fixed]);
  const [treeTop, setTreeTop] = useState(true);
  const [treeKey, setTreeKey] = useState<string>();
  const [superQueryRun, setSuperQueryRun] = useState(0);
  const listFilter = useMemo(() => {
    const exact = fixed && !screen.source ? exactValues(entity, fixed) : fixed;
    const held = preset || fromParams ? { ...preset, ...fromParams, ...exact } : exact;
    const chosen = screen.treeFilter && treeKey ? { ...held, [screen.treeFilter.param]: treeKey } : held;
    return tree && treeTop ? { ...chosen, [tree.parent]: tree.root ?? '0' } : chosen;
  }, [preset, fromParams, fixed, tree, treeTop, screen.treeFilter, treeKey, screen.source, entity]);
  const { state, setState, page, loading, reload } = useListData(
    entity['x-entity'].api!,
    entity,
    screen.pageSize ?? 20,
    listFilter,
    screen.source,
    screen.sort,
  );
  const { rows, expandable } = useTreeRows(entity, tree && treeTop ? tree : undefined, page.records);
  const [selected, setSelected] = useState<string[]>([]);
  const [dialog, setDialog] = useState<{ mode: FormMode; record?: Values; fixed?: Values } | null>(null);
  const [sub, setSub] = useState<{ action: SubScreenAction; record: Values } | null>(null);
  const [field, setField] = useState<{ action: FieldDialogAction; record: Values } | null>(null);
  const [view, setView] = useState<{ action: ViewAction; record: Values } | null>(null);

  const open = (mode: FormMode, record?: Values, extra?: Values) => setDialog({ mode, record, fixed: extra });
  const follow = (link: NonNullable<ColumnEntry['link']>, record: Values) =>
    typeof link === 'object' ? openTarget(navigator, link, record) : open(link, record);
  const changed = () => (setSelected([]), reload());
  const provider = useDataProvider();
  const reloadRef = useRef(reload);
  reloadRef.current = reload;
  useEffect(() => (screen.reloadOnPush ? provider.onPush?.(() => reloadRef.current()) : undefined), [provider, screen.reloadOnPush]);
  const { rowActions, known: actionsKnown } = useOpenableRowActions(screen.rowActions);
  const columns = useMemo(() => {
    const cols = tableColumns(screen, entity, state.sort, follow);
    if (!rowActions?.length) return cols;
    const addChild = tree ? (record: Values) => open('add', undefined, { [tree.parent]: record[tree.key ?? pk] }) : undefined;
    const render = (_: unknown, record: Values) => (
      <RowActions
        actions={rowActions}
        entity={entity}
        record={record}
        open={open}
        openSub={(action, r) => setSub({ action, record: r })}
        openField={(action, r) => setField({ action, record: r })}
        openView={(action, r) => setView({ action, record: r })}
        addChild={addChild}
        onChanged={changed}
        removeVia={screen.source?.remove}
      />
    );
    return [...cols, { key: '__actions', title: texts.action, align: 'center' as const, fixed: 'right' as const, width: 180, render }];
  }, [screen, entity, state.sort, tree, rowActions]);
  const selectable = screen.toolbar?.includes('batchDelete') && canDo(perms, entity, 'batchDelete');

  const onTableChange = (p: { current?: number; pageSize?: number }, _f: unknown, s: SorterResult<Values> | SorterResult<Values>[]) => {
    const one = Array.isArray(s) ? s[0] : s;
    const sort =
      one?.order && one.field
        ? { column: String(one.field), order: one.order === 'ascend' ? ('asc' as const) : ('desc' as const) }
        : (screen.sort ?? defaultSort(entity));
    const pageSize = p.pageSize ?? state.pageSize;
    setState({ ...state, sort, pageSize, pageNo: pageSize !== state.pageSize ? 1 : (p.current ?? 1) });
  };
  const onQuery = (query: Values) => (setTreeTop(!hasQuery(query) && !Object.keys(state.superQuery ?? {}).length), setState({ ...state, query, pageNo: 1 }));
  const onSuperQuery = (superQuery: Record<string, string>) => (
    setTreeTop(!hasQuery(state.query) && !Object.keys(superQuery).length),
    setState({ ...state, superQuery, pageNo: 1 })
  );
  // 重置 clears the advanced query too (a fresh SuperQuery forgets its conditions): the list and the export show all rows again.
  const onReset = () => (setTreeTop(true), setSuperQueryRun((n) => n + 1), setState({ ...state, query: {}, superQuery: undefined, pageNo: 1 }));
  const superQuery = screen.superQuery ? (
    <SuperQuery key={superQueryRun} screenId={screen.id} entity={entity} option={screen.superQuery} onQuery={onSuperQuery} />
  ) : undefined;

  const card = (
    <Card variant="borderless" title={fixed || screen.treeFilter ? undefined : screen.title} className="zhdj-list-screen" data-screen={screen.id}>
      {screen.hint && <Alert className="zhdj-list-hint" type="info" showIcon message={screen.hint} style={{ marginBottom: 12 }} />}
      <QueryBar screen={screen} entity={entity} omit={omit} onQuery={onQuery} onReset={onReset} />
      <ListToolbar
        screen={screen}
        entity={entity}
        selected={selected}
        params={listParams(state, listFilter)}
        fixed={fixed}
        onAdd={() => open('add')}
        onChanged={changed}
        extra={superQuery}
      />
      <Table<Values>
        rowKey={pk}
        size="middle"
        bordered
        loading={loading || !actionsKnown}
        columns={columns}
        dataSource={actionsKnown ? rows : []}
        scroll={{ x: 'max-content' }}
        expandable={tree ? expandable : undefined}
        rowSelection={selectable ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) } : undefined}
        pagination={
          isPaged(screen.source) && {
            current: state.pageNo,
            pageSize: state.pageSize,
            total: page.total,
            showSizeChanger: true,
            pageSizeOptions: PAGE_SIZES,
            showTotal: (total, range) => texts.total(range[0], range[1], total),
          }
        }
        onChange={onTableChange}
      />
      {dialog && screen.form && (
        <FormDialog
          screen={screen}
          entity={entity}
          mode={dialog.mode}
          record={dialog.record}
          fixed={{ ...fixed, ...dialog.fixed }}
          initial={preset}
          onClose={() => setDialog(null)}
          onSaved={() => (setDialog(null), changed())}
          writes={screen.source}
        />
      )}
      {view && (
        <RowViewDialog
          screen={screen}
          entity={entity}
          action={view.action}
          record={view.record}
          onClose={() => (setView(null), view.action.after?.includes('reload') && changed())}
        />
      )}
      {sub && <SubScreenDialog action={sub.action} record={sub.record} onClose={() => setSub(null)} />}
      {field && (
        <RowFieldDialog
          action={field.action}
          record={field.record}
          onClose={() => setField(null)}
          onDone={() => (setField(null), field.action.after?.includes('reload') && changed())}
        />
      )}
    </Card>
  );
  if (!screen.treeFilter) return card;
  const onTree = (key: string | undefined) => (setTreeKey(key), setState({ ...state, pageNo: 1 }));
  return (
    <Card variant="borderless" title={fixed ? undefined : screen.title} className="zhdj-tree-filter-screen">
      <Row gutter={16} wrap={false}>
        <Col flex="260px">
          <TreeFilter spec={screen.treeFilter} value={treeKey} onChange={onTree} />
        </Col>
        <Col flex="auto" style={{ minWidth: 0 }}>
          {card}
        </Col>
      </Row>
    </Card>
  );
}
