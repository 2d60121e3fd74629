import { useState } from 'react';
import { Button, Space, Tooltip } from 'antd';
import { useDataProvider } from '../../data-provider';
import { useFeedback } from '../../hooks/use-feedback';
import { ActionDialog, type ActionValues } from './action-dialog';
import { emitProcessActed } from './events';
import type { ProcessAction } from './model';
import { processTexts as t } from './texts';

export interface ActionBarProps {
  actions: ProcessAction[];
  matterInstId: string;
  taskId: string;
  /** The action went through: the host closes the dialog and refreshes. */
  onActed(): void;
}

const isDisabled = (a: ProcessAction & { disabled?: boolean }) => a.actionCode === 'push12345' || Boolean(a.disabled);

/** The buttons of the server's actionList (002 §4): a dialog for deal, commit, assigned and back, a confirmation for backToInit, push12345 disabled. */
export function ActionBar({ actions, matterInstId, taskId, onActed }: ActionBarProps) {
  const provider = useDataProvider();
  const { message, modal, fail } = useFeedback();
  const [open, setOpen] = useState<ProcessAction | null>(null);

  const send = async (action: ProcessAction, values: ActionValues) => {
    const data = {
      matterInstId,
      taskId,
      attType: '1',
      attDesc: values.attDesc,
      attrList: values.attrList,
      ...(values.assignRegion ? { assignRegion: values.assignRegion } : {}),
    };
    try {
      await provider.call({ method: 'POST', url: action.actionUrl, data });
    } catch (e) {
      fail(e);
      throw e;
    }
    void message.success(t.done);
    setOpen(null);
    emitProcessActed({ actionCode: action.actionCode, matterInstId });
    onActed();
  };

  const start = (action: ProcessAction) => {
    if (action.actionCode !== 'backToInit') return setOpen(action);
    modal.confirm({
      title: t.withdrawTitle,
      content: t.confirmWithdraw,
      okText: t.ok,
      cancelText: t.cancel,
      onOk: () => send(action, { attDesc: '', attrList: [] }).catch(() => undefined),
    });
  };

  if (!actions.length) return null;
  return (
    <>
      <Space wrap className="zhdj-process-actions">
        {actions.map((a) =>
          isDisabled(a) ? (
            <Tooltip key={a.actionCode} title={t.push12345Hint}>
              <Button disabled>{a.actionName}</Button>
            </Tooltip>
          ) : (
            <Button key={a.actionCode} type={a.actionCode === 'deal' ? 'primary' : 'default'} danger={a.actionCode === 'backToInit'} onClick={() => start(a)}>
              {a.actionName}
            </Button>
          ),
        )}
      </Space>
      {open && <ActionDialog action={open} onSubmit={(v) => send(open, v)} onCancel={() => setOpen(null)} />}
    </>
  );
}
