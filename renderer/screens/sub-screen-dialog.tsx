import { useEffect, useState } from 'react';
import { Modal, Spin } from 'antd';
import type { EntitySchema } from '@shared/entity-meta';
import { useDataProvider, type Values } from '../data-provider';
import { useFeedback } from '../hooks/use-feedback';
import { preloadScreen } from '../schema/preload';
import { ListScreen } from './list-screen';
import type { ScreenSchema, SubScreenAction } from './screen-schema';

export interface SubScreenDialogProps {
  action: SubScreenAction;
  /** The row the sub-screen belongs to. */
  record: Values;
  onClose(): void;
}

/** `{dictName}` -> the row's dictName. */
export const fillTitle = (template: string, record: Values) => template.replace(/\{(\w+)\}/g, (_, k: string) => String(record[k] ?? ''));

/** The values a sub-screen is fixed to: sub property <- this row's property. */
export function fixedValues(action: SubScreenAction, record: Values): Values {
  return Object.fromEntries(Object.entries(action.filter).map(([sub, own]) => [sub, record[own]]));
}

/** Opens another list screen filtered by a row (e.g. a dictionary's items): its list, adds and edits stay on that row. */
export function SubScreenDialog({ action, record, onClose }: SubScreenDialogProps) {
  const provider = useDataProvider();
  const { fail } = useFeedback();
  const [loaded, setLoaded] = useState<{ screen: ScreenSchema; entity: EntitySchema } | null>(null);
  useEffect(() => {
    let live = true;
    provider
      .screen({ id: action.screen })
      .then(async (r) => (await preloadScreen(r.screen, r.entity), live && setLoaded(r)))
      .catch((e) => (fail(e), onClose()));
    return () => void (live = false);
  }, [provider, action.screen]);
  return (
    <Modal open title={fillTitle(action.title ?? action.label, record)} width={action.width ?? 1000} footer={null} onCancel={onClose} destroyOnHidden>
      {loaded ? <ListScreen screen={loaded.screen} entity={loaded.entity} fixed={fixedValues(action, record)} /> : <Spin />}
    </Modal>
  );
}
