import { useEffect, useMemo, useState } from 'react';
import { Empty, Input, Modal, Tree } from 'antd';
import { texts } from '../../texts';
import { searchTree, type DivisionNode } from './region-tree';
import { divisionTexts } from './texts';

export interface DivisionModalProps {
  open: boolean;
  title?: string;
  width?: number;
  multiple: boolean;
  nodes: DivisionNode[];
  /** The codes chosen when the dialog opened. */
  initial: string[];
  onClose(): void;
  onConfirm(codes: string[]): void;
}

/** 选择行政区划: search by name, a checkable tree (single keeps only the last checked), 关闭 and 确定. */
export function DivisionModal({ open, title, width, multiple, nodes, initial, onClose, onConfirm }: DivisionModalProps) {
  const [keyword, setKeyword] = useState('');
  const [checked, setChecked] = useState<string[]>(initial);
  const [opened, setOpened] = useState<string[] | null>(null);
  useEffect(() => {
    if (!open) return;
    setChecked(initial);
    setKeyword('');
    setOpened(null);
    // Each opening starts from the field's value; `initial` is a new array on every render.
  }, [open]);
  const found = useMemo(() => searchTree(nodes, keyword), [nodes, keyword]);
  const check = (keys: { checked: React.Key[] } | React.Key[]) => {
    const list = (Array.isArray(keys) ? keys : keys.checked).map(String);
    setChecked(multiple ? list : list.filter((k) => !checked.includes(k)).slice(-1));
  };
  return (
    <Modal
      open={open}
      title={title ?? divisionTexts.title}
      width={width ?? 500}
      okText={texts.ok}
      cancelText={texts.close}
      onCancel={onClose}
      onOk={() => onConfirm(checked)}
      destroyOnHidden
    >
      <Input.Search
        placeholder={divisionTexts.search}
        allowClear
        onSearch={(v) => (setKeyword(v), setOpened(null))}
        onChange={(e) => !e.target.value && setKeyword('')}
        style={{ marginBottom: 8 }}
      />
      {found.nodes.length ? (
        <Tree
          checkable
          checkStrictly
          selectable={false}
          treeData={found.nodes}
          checkedKeys={checked}
          onCheck={check}
          expandedKeys={opened ?? found.expanded}
          onExpand={(keys) => setOpened(keys.map(String))}
          height={400}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={divisionTexts.noMatch} />
      )}
    </Modal>
  );
}
