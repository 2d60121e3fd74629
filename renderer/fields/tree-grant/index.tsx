import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Space, Spin, Tree } from 'antd';
import { useDataProvider } from '../../data-provider';
import { useFeedback } from '../../hooks/use-feedback';
import { RulePane } from './rule-pane';
import { TREE_GRANT_TEXTS as T } from './texts';
import { allKeys, toggled, type GrantNode } from './tree-keys';

export interface TreeGrantProps {
  /** The owner of the grants: a role's id (the row's property the dialog action names). */
  value?: string;
  /** GET: the tree the caller may grant from, `{treeList, ids}` or a plain array of `{key, title, children}`. */
  treeUrl: string;
  /** Sent to treeUrl as `{[treeOwnerParam]: treeOwner}` when set: a department role's tree is its department's grants. */
  treeOwner?: string;
  treeOwnerParam?: string;
  /** GET with `{[ownerParam]: value}`: the keys the owner holds now. */
  grantedUrl: string;
  /** POST `{[ownerParam]: value, permissionIds, lastpermissionIds}` (keys comma-joined). */
  saveUrl: string;
  /** The owner's parameter name (default roleId). */
  ownerParam?: string;
  /** Data rules of a node (optional): GET `${rulesUrl}/{key}/{owner}`, POST `rulesUrl`. Clicking a node's title shows them. */
  rulesUrl?: string;
  /** Reported after 保存并关闭: the dialog closes. */
  onDone?: () => void;
}

/** A checkable tree of menus and buttons an owner (a role) holds, saved as one list; with each node's data rules. */
export default function TreeGrant({ value, treeUrl, treeOwner, treeOwnerParam, grantedUrl, saveUrl, ownerParam = 'roleId', rulesUrl, onDone }: TreeGrantProps) {
  const provider = useDataProvider();
  const { message, fail } = useFeedback();
  const [tree, setTree] = useState<GrantNode[] | null>(null);
  const [checked, setChecked] = useState<string[]>([]);
  const [last, setLast] = useState<string[]>([]);
  const [expanded, setExpanded] = useState<string[]>([]);
  const [selected, setSelected] = useState<GrantNode | null>(null);

  useEffect(() => {
    if (!value) return;
    const treeParams = treeOwnerParam && treeOwner ? { [treeOwnerParam]: treeOwner } : undefined;
    Promise.all([
      provider.call({ method: 'GET', url: treeUrl, params: treeParams }),
      provider.call({ method: 'GET', url: grantedUrl, params: { [ownerParam]: value } }),
    ]).then(
      ([t, g]) => {
        const nodes = (Array.isArray(t) ? t : ((t as { treeList?: GrantNode[] })?.treeList ?? [])) as GrantNode[];
        const shown = new Set(allKeys(nodes));
        // Keys the owner holds that the caller cannot see are not theirs to change: the server keeps them.
        const held = ((g as string[]) ?? []).filter((k) => shown.has(k));
        setTree(nodes);
        setChecked(held);
        setLast(held);
        setExpanded(allKeys(nodes));
      },
      (e) => (fail(e, T.loadFailed), setTree([])),
    );
  }, [value, treeUrl, treeOwner, treeOwnerParam, grantedUrl, ownerParam]);
  const keys = useMemo(() => allKeys(tree ?? []), [tree]);

  const save = (close: boolean) =>
    provider.call({ method: 'POST', url: saveUrl, data: { [ownerParam]: value, permissionIds: checked.join(','), lastpermissionIds: last.join(',') } }).then(
      () => {
        void message.success(T.saved);
        setLast(checked);
        if (close) onDone?.();
      },
      (e) => fail(e),
    );

  if (tree === null) return <Spin />;
  return (
    <div className="zhdj-tree-grant" style={{ display: 'flex', flexDirection: 'column', height: '100%', gap: 8 }}>
      <Alert type="info" showIcon message={T.hint} />
      <div style={{ display: 'flex', gap: 16, flex: 1, minHeight: 0 }}>
        <div style={{ flex: 1, overflow: 'auto' }}>
          <Tree
            checkable
            checkStrictly
            blockNode
            treeData={tree}
            checkedKeys={checked}
            expandedKeys={expanded}
            onExpand={(k) => setExpanded(k as string[])}
            selectedKeys={selected ? [selected.key] : []}
            onSelect={(_, info) => setSelected(info.selected ? (info.node as unknown as GrantNode) : null)}
            onCheck={(_, info) => setChecked(toggled(tree, checked, String(info.node.key), info.checked))}
          />
        </div>
        {rulesUrl && selected && value ? (
          <div style={{ width: 320, overflow: 'auto' }}>
            <RulePane url={rulesUrl} ownerParam={ownerParam} owner={value} node={selected} />
          </div>
        ) : null}
      </div>
      <Space wrap style={{ justifyContent: 'flex-end' }}>
        <Button onClick={() => setChecked(keys)}>{T.checkAll}</Button>
        <Button onClick={() => setChecked([])}>{T.uncheckAll}</Button>
        <Button onClick={() => setExpanded(keys)}>{T.expandAll}</Button>
        <Button onClick={() => setExpanded([])}>{T.collapseAll}</Button>
        <Button onClick={() => void save(false)}>{T.save}</Button>
        <Button type="primary" onClick={() => void save(true)}>
          {T.saveAndClose}
        </Button>
      </Space>
    </div>
  );
}
