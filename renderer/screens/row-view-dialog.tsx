import { useEffect, useState } from 'react';
import { Alert, Modal, Spin } from 'antd';
import type { EntitySchema } from '@shared/entity-meta';
import { useDataProvider, type Values } from '../data-provider';
import { FormDialog } from './form-dialog';
import { fillTitle } from './sub-screen-dialog';
import type { TableParts, ViewAction } from './screen-schema';
import { texts } from '../texts';

export interface RowViewDialogProps {
  screen: TableParts;
  entity: EntitySchema;
  action: ViewAction;
  /** The row whose `rowParams` properties name what to read. */
  record: Values;
  onClose(): void;
}

type Loaded = { status: 'loading' } | { status: 'ready'; record: Values } | { status: 'failed'; message: string };

/**
 * A `view` row action: reads the row through the action's route (once per opening, so a read with an effect happens
 * once) and shows the answer read-only in the action's `schema` or else the screen's form, titled and sized by the action.
 */
export function RowViewDialog({ screen, entity, action, record, onClose }: RowViewDialogProps) {
  const provider = useDataProvider();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const title = fillTitle(action.title ?? texts.detail, record);
  const width = action.width ?? screen.form?.width;
  useEffect(() => {
    let live = true;
    const params = { ...action.params, ...Object.fromEntries(Object.entries(action.rowParams).map(([param, prop]) => [param, record[prop]])) };
    provider.call({ method: action.method, url: action.url, params }).then(
      (result) =>
        live &&
        setLoaded(result && typeof result === 'object' ? { status: 'ready', record: result as Values } : { status: 'failed', message: texts.recordMissing }),
      (e: unknown) => live && setLoaded({ status: 'failed', message: e instanceof Error ? e.message : texts.recordMissing }),
    );
    return () => void (live = false);
  }, [provider, action, record]);

  if (loaded.status === 'ready') {
    const shown = {
      ...screen,
      form: { ...screen.form, schema: action.schema ?? screen.form!.schema, width, titles: { ...screen.form?.titles, detail: title } },
    };
    return <FormDialog screen={shown} entity={entity} mode="detail" record={loaded.record} onClose={onClose} onSaved={onClose} />;
  }
  return (
    <Modal open title={title} width={width} onCancel={onClose} footer={null} destroyOnHidden>
      {loaded.status === 'failed' ? <Alert type="error" showIcon message={loaded.message} /> : <Spin style={{ display: 'block', margin: '48px auto' }} />}
    </Modal>
  );
}
