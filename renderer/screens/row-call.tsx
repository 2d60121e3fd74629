import { Popconfirm, Typography } from 'antd';
import { useDataProvider, type Values } from '../data-provider';
import { useFeedback } from '../hooks/use-feedback';
import { texts } from '../texts';
import type { RowCallAction } from './screen-schema';

/** Whether a row action (a call, a field dialog) applies to this row (`when`: each property holds one of the listed values). */
export function rowCallApplies(action: Pick<RowCallAction, 'when'>, record: Values): boolean {
  return Object.entries(action.when ?? {}).every(([prop, values]) => values.some((v) => String(v) === String(record[prop] ?? '')));
}

/** `{member}` -> that member of the answer (a run's message, say); unknown members are left empty. */
export function fillFromResult(template: string, result: unknown): string {
  const source = result && typeof result === 'object' ? (result as Record<string, unknown>) : {};
  return template.replace(/\{(\w+)\}/g, (_, k: string) => String(source[k] ?? ''));
}

/** One row's link for a call action: asks `confirm` first when set, then reports the outcome. */
export function RowCallLink({ action, record, onChanged }: { action: RowCallAction; record: Values; onChanged(): void }) {
  const provider = useDataProvider();
  const { message, fail } = useFeedback();
  const params = { ...action.params, ...Object.fromEntries(Object.entries(action.rowParams).map(([param, prop]) => [param, record[prop]])) };
  const run = () =>
    provider.call({ method: action.method, url: action.url, params }).then(
      (result) => {
        void message.success(fillFromResult(action.successMessage, result));
        if (action.after?.includes('reload')) onChanged();
      },
      (e) => fail(e),
    );
  if (!action.confirm) return <Typography.Link onClick={() => void run()}>{action.label}</Typography.Link>;
  return (
    <Popconfirm title={action.confirm} okText={texts.ok} cancelText={texts.cancel} onConfirm={run}>
      <Typography.Link>{action.label}</Typography.Link>
    </Popconfirm>
  );
}
