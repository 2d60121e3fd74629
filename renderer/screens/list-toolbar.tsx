import type { ReactNode } from 'react';
import { Button, Space, Upload } from 'antd';
import { DeleteOutlined, DownloadOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import type { EntitySchema } from '@shared/entity-meta';
import { useDataProvider, useNavigator, usePermissions, type Values } from '../data-provider';
import { useFeedback } from '../hooks/use-feedback';
import { ImportReport, importReport } from './import-report';
import { canDo } from './permissions';
import { openTarget } from './open-target';
import type { CallAction, TableParts, ToolbarAction } from './screen-schema';
import { texts } from '../texts';

export interface ListToolbarProps {
  screen: TableParts & { title: string };
  entity: EntitySchema;
  selected: string[];
  /** The current list parameters (export sends them). */
  params: Values;
  /** Values a parent screen fixed: what an open action's query reads. */
  fixed?: Values;
  onAdd(): void;
  /** Called after something changed the rows. */
  onChanged(): void;
  /** Shown after the buttons (the 高级查询 button). */
  extra?: ReactNode;
}

/** The toolbar: add, batch delete, export, import and server calls, each shown only with its permission. */
export function ListToolbar({ screen, entity, selected, params, fixed = {}, onAdd, onChanged, extra }: ListToolbarProps) {
  const provider = useDataProvider();
  const perms = usePermissions();
  const navigator = useNavigator();
  const { message, modal, fail } = useFeedback();
  const api = entity['x-entity'].api!;

  const batchDelete = () => {
    if (!selected.length) return void message.warning(texts.selectOne);
    modal.confirm({
      title: texts.confirmBatchDelete(selected.length),
      okText: texts.ok,
      cancelText: texts.cancel,
      onOk: () =>
        provider.removeMany({ api, ids: selected }).then(
          (done) => (void message.success(done.message || texts.operationDone), onChanged()),
          (e) => fail(e),
        ),
    });
  };
  const exportXls = () => {
    const { pageNo: _p, pageSize: _s, ...filters } = params;
    const chosen = selected.length ? { ...filters, selections: selected.join(',') } : filters;
    const key = `export-${screen.title}`;
    const onProgress = ({ loaded, rows }: { loaded: number; rows?: number }) =>
      void message.loading({ key, content: texts.exportProgress(loaded, rows), duration: 0 });
    void message.loading({ key, content: texts.exportStarting, duration: 0 });
    return provider.exportXls({ api, params: chosen, fileName: screen.title, onProgress }).then(
      () => void message.success({ key, content: texts.exportDone, duration: 2 }),
      (e) => (message.destroy(key), fail(e)),
    );
  };
  const showReport = (kind: 'warning' | 'error', title: string, result: unknown) => {
    const counts = importReport(result);
    if (!counts) return false;
    const fileUrl = counts.filePath ? provider.fileUrl({ path: counts.filePath }) : undefined;
    modal[kind]({ title, okText: texts.ok, content: <ImportReport counts={counts} fileUrl={fileUrl} /> });
    return true;
  };
  const importKey = `import-${screen.title}`;
  const onImportProgress = (percent: number) =>
    void message.loading({ key: importKey, content: percent < 100 ? texts.importUploading(percent) : texts.importWorking, duration: 0 });
  const importExcel = (file: File) =>
    provider
      .importExcel({ api, file, onProgress: onImportProgress })
      .finally(() => message.destroy(importKey))
      .then(
        (r) => {
          if (!showReport('warning', r.message || texts.importPartly, r.result)) void message.success(r.message || texts.importDone);
          onChanged();
        },
        (e) => {
          if (!showReport('error', (e as Error).message || texts.importFailed, (e as { result?: unknown }).result)) fail(e);
        },
      );
  const call = (a: CallAction) => {
    const run = () =>
      provider.call({ method: a.method, url: a.url, params: a.params }).then(
        async () => {
          if (a.after?.includes('reloadDicts')) await provider.reloadDicts();
          if (a.after?.includes('reload')) onChanged();
          void message.success(a.successMessage);
        },
        () => void message.warning(a.failureMessage),
      );
    if (a.confirm) modal.confirm({ title: a.confirm, okText: texts.ok, cancelText: texts.cancel, onOk: run });
    else void run();
  };

  const button = (a: ToolbarAction) => {
    if (typeof a === 'object') {
      if (a.perm && !perms.can(a.perm)) return null;
      if (a.action === 'open' && navigator.canOpen?.(a.path) === false) return null;
      return (
        <Button key={a.label} onClick={() => (a.action === 'open' ? openTarget(navigator, a, fixed) : call(a))}>
          {a.label}
        </Button>
      );
    }
    if (!canDo(perms, entity, a)) return null;
    switch (a) {
      case 'add':
        return (
          <Button key={a} type="primary" icon={<PlusOutlined />} onClick={onAdd}>
            {texts.add}
          </Button>
        );
      case 'batchDelete':
        return (
          <Button key={a} icon={<DeleteOutlined />} disabled={screen.batchDeleteNeedsSelection && !selected.length} onClick={batchDelete}>
            {texts.batchDelete}
          </Button>
        );
      case 'export':
        return (
          <Button key={a} icon={<DownloadOutlined />} onClick={() => void exportXls()}>
            {texts.export}
          </Button>
        );
      case 'import':
        return (
          <Upload key={a} accept={texts.importAccept} showUploadList={false} customRequest={({ file }) => void importExcel(file as File)}>
            <Button icon={<UploadOutlined />}>{texts.import}</Button>
          </Upload>
        );
    }
  };
  const buttons = [...(screen.toolbar ?? []).map(button), extra ? <span key="__extra">{extra}</span> : null].filter(Boolean);
  return buttons.length ? (
    <Space wrap className="zhdj-toolbar" style={{ marginBottom: 16 }}>
      {buttons}
    </Space>
  ) : null;
}
