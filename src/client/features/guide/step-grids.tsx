import { useEffect, useMemo, useState } from 'react';
import { App, Button, Divider, Modal, Popconfirm, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useSnapshot } from 'valtio';
import { useDataProvider } from '@renderer/data-provider';
import { MapDrawer } from '@renderer/fields/map-drawer';
import { FormDialog } from '@renderer/screens/form-dialog';
import type { FormMode, ListScreenSchema } from '@renderer/screens/screen-schema';
import type { EntitySchema } from '@shared/entity-meta';
import { guide } from '@shared/services';
import type { GuideGrid } from '@shared/services/guide';
import { fetchResult } from '../../http';
import { session } from '../../stores/session';
import { guideTexts } from './texts';

/** The grid form of the grid list screen: the same fields and rules as everywhere grids are edited. */
const GRID_SCREEN = 'grid-list';

const filled = (v: unknown) => v !== null && v !== undefined && v !== '';
const todo = <span className="setup-wizard__todo">{guideTexts.toEdit}</span>;
const cell = (v: unknown) => (filled(v) ? String(v) : todo);

/** Step 4: the community's grids, each to be completed and drawn; 完成 asks the server to end the guide. */
export function StepGrids({ onPrev, onDone }: { onPrev(): void; onDone(): void }) {
  const provider = useDataProvider();
  const { message } = App.useApp();
  const regionCode = useSnapshot(session).userInfo?.regionCode ?? '';
  const [grids, setGrids] = useState<GuideGrid[]>([]);
  const [form, setForm] = useState<{ screen: ListScreenSchema; entity: EntitySchema } | null>(null);
  const [dialog, setDialog] = useState<{ mode: FormMode; record?: GuideGrid } | null>(null);
  const [drawing, setDrawing] = useState<string | null>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const [version, setVersion] = useState(0);
  const reload = () => setVersion((v) => v + 1);

  useEffect(() => void fetchResult(guide.gridNewList, {}).then((r) => (setGrids(r), setSelected([]))), [version]);
  useEffect(() => void provider.screen({ id: GRID_SCREEN }).then((r) => setForm(r as { screen: ListScreenSchema; entity: EntitySchema })), [provider]);

  const api = form?.entity['x-entity'].api ?? '';
  const remove = (ids: string[]) =>
    (ids.length === 1 ? provider.remove({ api, id: ids[0] }) : provider.removeMany({ api, ids })).then((d) => (void message.success(d.message), reload()));
  const columns = useMemo<ColumnsType<GuideGrid>>(
    () => [
      { title: '网格名称', dataIndex: 'gridName', render: (v, r) => <Typography.Link onClick={() => setDialog({ mode: 'detail', record: r })}>{cell(v)}</Typography.Link> },
      { title: '网格编号', dataIndex: 'gridCode', render: cell },
      { title: '网格类型', dataIndex: 'dicGridType_dictText', render: cell },
      { title: '网格内党组织', dataIndex: 'partOrgName', render: cell },
      { title: '党组织类型', dataIndex: 'dicPartOrgType_dictText', render: cell },
      { title: '党员人数', dataIndex: 'partNum', render: (v) => (filled(v) ? guideTexts.edited : todo) },
      { title: '标绘状态', dataIndex: 'drawStatus', render: (v) => (Number(v) === 1 ? guideTexts.drawn : guideTexts.notDrawn) },
      {
        title: '操作',
        key: 'actions',
        render: (_, r) => (
          <span>
            <Typography.Link onClick={() => setDialog({ mode: 'edit', record: r })}>编辑</Typography.Link>
            {r.hasEdit && (<><Divider type="vertical" /><Typography.Link onClick={() => setDrawing(r.gridCode)}>标绘</Typography.Link></>)}
            <Divider type="vertical" />
            <Popconfirm title="确定删除吗?" okText="确定" cancelText="取消" onConfirm={() => remove([r.id])}>
              <Typography.Link>删除</Typography.Link>
            </Popconfirm>
          </span>
        ),
      },
    ],
    [api],
  );
  const finish = async () => {
    if (!grids.length || grids.some((g) => !g.hasEdit || Number(g.drawStatus) !== 1)) return void message.warning(guideTexts.completeGrids);
    await fetchResult(guide.completeGuide, {});
    onDone();
  };
  return (
    <div className="guide-step-grids">
      <Space style={{ marginBottom: 16 }}>
        <Button type="primary" disabled={!form} onClick={() => setDialog({ mode: 'add' })}>新增</Button>
        <Popconfirm title={`确定删除选中的 ${selected.length} 条记录吗?`} okText="确定" cancelText="取消" disabled={!selected.length} onConfirm={() => remove(selected)}>
          <Button disabled={!selected.length}>批量删除</Button>
        </Popconfirm>
      </Space>
      <Table<GuideGrid> rowKey="id" bordered size="middle" columns={columns} dataSource={grids} pagination={false} rowSelection={{ selectedRowKeys: selected, onChange: (k) => setSelected(k.map(String)) }} />
      {dialog && form && (
        <FormDialog screen={form.screen} entity={form.entity} mode={dialog.mode} record={dialog.record} fixed={{ regionCode }} onClose={() => setDialog(null)} onSaved={() => (setDialog(null), reload())} />
      )}
      <Modal open={drawing !== null} title={guideTexts.drawGrid} width="100%" footer={null} onCancel={() => setDrawing(null)} destroyOnHidden>
        {drawing && <div style={{ height: '75vh' }}><MapDrawer regionCode={drawing} onDone={() => (setDrawing(null), reload())} /></div>}
      </Modal>
      <div className="setup-wizard__buttons">
        <Button onClick={onPrev}>{guideTexts.prev}</Button>
        <Button type="primary" onClick={() => void finish()}>{guideTexts.finish}</Button>
      </div>
    </div>
  );
}
