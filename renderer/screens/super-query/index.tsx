import { useMemo, useState } from 'react';
import { Button, Space, Tooltip } from 'antd';
import { CloseCircleOutlined, FilterOutlined } from '@ant-design/icons';
import type { EntitySchema } from '@shared/entity-meta';
import { usePrompt } from '../../dialogs/prompt';
import { useFeedback } from '../../hooks/use-feedback';
import { queryFields, type SuperQueryOption } from './fields';
import { emptyQuery, isComplete, isEmptyQuery, opened, rowsOf, toItems, toParams, type QueryGroup, type SavedQuery } from './model';
import { savePromptOptions } from './save-prompt';
import { SuperQueryDialog } from './super-query-dialog';
import { sqTexts } from './texts';
import { useIsMobile } from './use-mobile';
import { useSavedQueries } from './use-saved-queries';

export interface SuperQueryProps {
  screenId: string;
  entity: EntitySchema;
  option: SuperQueryOption;
  /** The list parameters of the query now in force: superQueryParams and superQueryMatchType, or {} for none. */
  onQuery(params: Record<string, string>): void;
}

/**
 * The 高级查询 button of a list screen and its dialog. 查询 closes the dialog; while a query is in force the button is
 * highlighted and counts its conditions, its tooltip says so and offers to clear it (002 §2.4), and a 清空高级查询
 * button beside it clears it too: a condition hidden in a closed dialog must not quietly narrow the list or the export.
 */
export function SuperQuery({ screenId, entity, option, onQuery }: SuperQueryProps) {
  const fields = useMemo(() => queryFields(entity, option), [entity, option]);
  const mobile = useIsMobile();
  const { message, modal, fail } = useFeedback();
  const [open, setOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  const [tree, setTree] = useState<QueryGroup>(emptyQuery);
  const [applied, setApplied] = useState(0);
  const active = applied > 0;
  const [prompt, promptHolder] = usePrompt();
  const store = useSavedQueries(screenId, everOpened);

  const show = () => (setTree(opened(tree)), setOpen(true), setEverOpened(true));
  const run = (t: QueryGroup) => {
    const params = toParams(t);
    setApplied(Object.keys(params).length ? rowsOf(t).filter(isComplete).length : 0);
    setOpen(false);
    onQuery(params);
  };
  const reset = () => {
    setTree(opened(emptyQuery(tree.matchType)));
    setApplied(0);
    onQuery({});
  };
  // A refused write rejects: the prompt stays open and shows why.
  const save = (title: string, onServer: boolean): Promise<boolean | void> => {
    if (!title) return (void message.warning(sqTexts.emptyName), Promise.resolve(false));
    const q: SavedQuery = { title, matchType: tree.matchType, records: toItems(tree) };
    const write = () => store.save(q, onServer).then(() => void message.success(sqTexts.savedOk));
    if (!store.exists(title, onServer)) return write();
    return new Promise((resolve, reject) =>
      modal.confirm({
        title: sqTexts.exists,
        okText: sqTexts.ok,
        cancelText: sqTexts.cancel,
        onOk: () => write().then(resolve, reject),
        onCancel: () => resolve(false),
      }),
    );
  };
  const startSave = () => (isEmptyQuery(tree) ? void message.warning(sqTexts.emptySave) : void prompt(savePromptOptions(store.serverUsable, save)));
  const removeSaved = (q: SavedQuery) =>
    modal.confirm({
      title: sqTexts.confirmDelete(q.title),
      okText: sqTexts.ok,
      cancelText: sqTexts.cancel,
      onOk: () =>
        store.remove(q).then(
          () => void message.success(sqTexts.deleted),
          (e) => fail(e),
        ),
    });

  const button = (
    <Button className="zhdj-sq-button" type={active ? 'primary' : 'default'} icon={<FilterOutlined />} onClick={show}>
      {active ? sqTexts.buttonActive(applied) : sqTexts.button}
    </Button>
  );
  const clearButton = (
    <Button className="zhdj-sq-clear-button" type="link" icon={<CloseCircleOutlined />} onClick={reset}>
      {sqTexts.clearAll}
    </Button>
  );
  const tip = (
    <Space size={4}>
      {sqTexts.active}
      <a className="zhdj-sq-clear" onClick={reset}>
        <CloseCircleOutlined /> {sqTexts.clear}
      </a>
    </Space>
  );
  return (
    <>
      {active ? (
        <Tooltip title={tip} mouseLeaveDelay={0.2}>
          {button}
        </Tooltip>
      ) : (
        button
      )}
      {active && clearButton}
      {open && (
        <SuperQueryDialog
          tree={tree}
          fields={fields}
          saved={store.saved}
          mobile={mobile}
          onTree={setTree}
          onQuery={run}
          onReset={reset}
          onSave={startSave}
          onDeleteSaved={removeSaved}
          onClose={() => setOpen(false)}
        />
      )}
      {promptHolder}
    </>
  );
}
