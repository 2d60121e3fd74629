import { useEffect, useMemo, useState } from 'react';
import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, Input, Modal, Space, Spin, Tree, type TreeProps } from 'antd';
import { flatten, type DepartNode, type DepartTree } from '../../pickers/use-depart-tree';
import { pickerTexts } from '../../pickers/texts';
import { texts } from '../../texts';

export interface DepartModalProps {
  open: boolean;
  width: number;
  multiple: boolean;
  /** Ids of the departments checked when the dialog opens. */
  initial: string[];
  tree: DepartTree;
  /** Starts with 父子关联 on (checking a department checks those below it). */
  linked: boolean;
  onOk(ids: string[]): void;
  onClose(): void;
}

const parentKeys = (nodes: DepartNode[]) =>
  flatten(nodes)
    .filter((n) => n.children?.length)
    .map((n) => n.key);

/**
 * 选择部门 (002 §2.5, §4): search by name with Enter, a checkable tree, 树操作 with 父子关联 / 取消关联, 关闭 and 确定.
 * One department in single mode: checking another replaces it, and the tree never links parent and child.
 */
export function DepartModal({ open, width, multiple, initial, tree, linked: linkedAtStart, onOk, onClose }: DepartModalProps) {
  const [checked, setChecked] = useState<string[]>(initial);
  const [linked, setLinked] = useState(linkedAtStart);
  const [expanded, setExpanded] = useState<string[]>([]);
  const [keyWord, setKeyWord] = useState('');
  useEffect(() => {
    if (!open) return;
    setChecked(initial);
    setKeyWord('');
    tree.search('');
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
  useEffect(() => setExpanded(parentKeys(tree.shown)), [tree.shown]);
  const strict = !multiple || !linked;
  const onCheck: TreeProps['onCheck'] = (keys, info) => {
    if (!multiple) return setChecked(info.checked ? [String(info.node.key)] : []);
    setChecked((Array.isArray(keys) ? keys : keys.checked).map(String));
  };
  const treeData = useMemo(() => tree.shown, [tree.shown]);
  const menu = {
    items: [
      { key: 'linked', label: pickerTexts.linked },
      { key: 'unlinked', label: pickerTexts.unlinked },
    ],
    selectable: true,
    selectedKeys: [linked ? 'linked' : 'unlinked'],
    onClick: ({ key }: { key: string }) => setLinked(key === 'linked'),
  };
  const footer = (
    <div style={{ display: 'flex', justifyContent: 'space-between' }}>
      <Dropdown menu={menu} placement="topLeft" trigger={['click']}>
        <Button>
          {pickerTexts.treeActions} <DownOutlined />
        </Button>
      </Dropdown>
      <Space>
        <Button onClick={onClose}>{texts.close}</Button>
        <Button type="primary" onClick={() => onOk(checked)}>
          {texts.ok}
        </Button>
      </Space>
    </div>
  );
  return (
    <Modal open={open} title={pickerTexts.departTitle} width={width} onCancel={onClose} footer={footer} destroyOnHidden className="zhdj-depart-modal">
      <Input.Search
        placeholder={pickerTexts.departSearch}
        value={keyWord}
        onChange={(e) => setKeyWord(e.target.value)}
        onSearch={(v) => tree.search(v)}
        allowClear
        style={{ marginBottom: 8 }}
      />
      <Spin spinning={tree.loading}>
        <div style={{ maxHeight: 400, overflow: 'auto', minHeight: 80 }}>
          {treeData.length ? (
            <Tree
              checkable
              checkStrictly={strict}
              treeData={treeData}
              checkedKeys={strict ? { checked, halfChecked: [] } : checked}
              onCheck={onCheck}
              expandedKeys={expanded}
              onExpand={(keys) => setExpanded(keys.map(String))}
              selectable={false}
            />
          ) : (
            !tree.loading && <div style={{ color: 'rgba(0,0,0,.45)', padding: 16, textAlign: 'center' }}>{pickerTexts.noDeparts}</div>
          )}
        </div>
      </Spin>
    </Modal>
  );
}
