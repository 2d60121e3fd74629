import { Divider, Popconfirm, Typography } from 'antd';
import type { EntitySchema } from '@shared/entity-meta';
import { primaryKeyOf } from '@shared/entity-meta';
import { useDataProvider, useNavigator, usePermissions, type Values } from '../data-provider';
import { useFeedback } from '../hooks/use-feedback';
import { canDo } from './permissions';
import { openTarget } from './open-target';
import { RowCallLink, rowCallApplies } from './row-call';
import { RowFormCallLink } from './row-form-call';
import type { ConditionalBuiltinRowAction, FieldDialogAction, FormMode, RowAction, SourceWrites, SubScreenAction, ViewAction } from './screen-schema';
import { texts } from '../texts';

export interface RowActionsProps {
  actions: RowAction[];
  entity: EntitySchema;
  record: Values;
  open(mode: FormMode, record: Values): void;
  openSub(action: SubScreenAction, record: Values): void;
  /** Opens a field component in a dialog for the row (a `fieldDialog` action). */
  openField(action: FieldDialogAction, record: Values): void;
  /** Shows the row read through a route (a `view` action). */
  openView(action: ViewAction, record: Values): void;
  /** Tree tables: opens the add dialog below this row. */
  addChild?(record: Values): void;
  /** A list source's own delete route (the row's key as `id`), used instead of the entity's. */
  removeVia?: SourceWrites['remove'];
  onChanged(): void;
}

const BUILTINS: readonly string[] = ['edit', 'detail', 'delete', 'addChild'];

/** A conditional built-in action becomes its plain name on the rows it applies to, and null on the others. */
function builtinOf(a: RowAction, record: Values): Exclude<RowAction, ConditionalBuiltinRowAction> | null {
  if (typeof a === 'string' || !isConditionalBuiltin(a)) return a;
  return rowCallApplies(a, record) ? a.action : null;
}

const isConditionalBuiltin = (a: Exclude<RowAction, string>): a is ConditionalBuiltinRowAction => BUILTINS.includes(a.action);

/** The 操作 cell of a row: edit, detail, delete (with 确定删除吗?), sub-screens, pages, calls, form calls, views and field dialogs, each with its permission. */
export function RowActions({ actions, entity, record, open, openSub, openField, openView, addChild, onChanged, removeVia }: RowActionsProps) {
  const provider = useDataProvider();
  const perms = usePermissions();
  const navigator = useNavigator();
  const { message, fail } = useFeedback();
  const id = String(record[primaryKeyOf(entity)]);
  const remove = () =>
    (removeVia
      ? provider.call({ method: removeVia.method ?? 'DELETE', url: removeVia.url, params: { id } }).then(() => ({ message: '' }))
      : provider.remove({ api: entity['x-entity'].api!, id })
    ).then(
      (done) => (void message.success(done.message || texts.operationDone), onChanged()),
      (e) => fail(e),
    );

  const links = actions.flatMap((declared) => {
    const a = builtinOf(declared, record);
    if (a === null) return [];
    if (typeof a === 'object') {
      if (a.perm && !perms.can(a.perm)) return [];
      if (a.action === 'open' && navigator.canOpen?.(a.path) === false) return [];
      if (a.action === 'call') return rowCallApplies(a, record) ? [<RowCallLink key={a.label} action={a} record={record} onChanged={onChanged} />] : [];
      if (a.action === 'view')
        return rowCallApplies(a, record)
          ? [
              <Typography.Link key={a.label} onClick={() => openView(a, record)}>
                {a.label}
              </Typography.Link>,
            ]
          : [];
      if (a.action === 'formCall')
        return rowCallApplies(a, record) ? [<RowFormCallLink key={a.label} action={a} entity={entity} record={record} onChanged={onChanged} />] : [];
      if (a.action === 'fieldDialog')
        return rowCallApplies(a, record)
          ? [
              <Typography.Link key={a.label} onClick={() => openField(a, record)}>
                {a.label}
              </Typography.Link>,
            ]
          : [];
      const go = () => (a.action === 'open' ? openTarget(navigator, a, record) : openSub(a, record));
      return [
        <Typography.Link key={a.label} onClick={go}>
          {a.label}
        </Typography.Link>,
      ];
    }
    if (!canDo(perms, entity, a)) return [];
    if (a === 'delete')
      return [
        <Popconfirm key={a} title={texts.confirmDelete} okText={texts.ok} cancelText={texts.cancel} onConfirm={remove}>
          <Typography.Link>{texts.delete}</Typography.Link>
        </Popconfirm>,
      ];
    if (a === 'addChild')
      return addChild
        ? [
            <Typography.Link key={a} onClick={() => addChild(record)}>
              {texts.addChild}
            </Typography.Link>,
          ]
        : [];
    return [
      <Typography.Link key={a} onClick={() => open(a, record)}>
        {texts[a]}
      </Typography.Link>,
    ];
  });
  return <span>{links.flatMap((l, i) => (i ? [<Divider key={`d${i}`} type="vertical" />, l] : [l]))}</span>;
}
