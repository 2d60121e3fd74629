import { Modal } from 'antd';
import type { Values } from '../data-provider';
import { EmbeddedList } from './embedded-list';
import type { SubScreenAction } from './screen-schema';

export interface SubScreenDialogProps {
  action: SubScreenAction;
  /** The row the sub-screen belongs to. */
  record: Values;
  onClose(): void;
}

/** `{dictName}` -> the row's dictName. */
export const fillTitle = (template: string, record: Values) => template.replace(/\{(\w+)\}/g, (_, k: string) => String(record[k] ?? ''));

/**
 * The values a sub-screen is fixed to: sub property <- this row's property. With `through` (a detail table of the
 * sub-screen's entity) they filter its detail rows: `participants.residentId`, which the list route understands.
 */
export function fixedValues(filter: Record<string, string>, record: Values, through?: string): Values {
  return Object.fromEntries(Object.entries(filter).map(([sub, own]) => [through ? `${through}.${sub}` : sub, record[own]]));
}

/** Opens another list screen filtered by a row (e.g. a dictionary's items): its list, adds and edits stay on that row. */
export function SubScreenDialog({ action, record, onClose }: SubScreenDialogProps) {
  return (
    <Modal open title={fillTitle(action.title ?? action.label, record)} width={action.width ?? 1000} footer={null} onCancel={onClose} destroyOnHidden>
      <EmbeddedList screenId={action.screen} fixed={fixedValues(action.filter, record, action.through)} readOnly={!!action.through} />
    </Modal>
  );
}
