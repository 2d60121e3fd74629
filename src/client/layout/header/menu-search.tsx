/** Menu search over the visible entries (000 §2.4, 002 §2.3), also by pinyin and initials; a modal on mobile. */
import { useState } from 'react';
import { Button, Modal, Select } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { searchableEntries, type MenuRoute } from '../../router/menu-model';
import { openEntry } from '../open-entry';
import { menuMatches } from './menu-match';

function SearchSelect({ tree, onChosen, autoFocus }: { tree: MenuRoute[]; onChosen?(): void; autoFocus?: boolean }) {
  const navigate = useNavigate();
  const entries = searchableEntries(tree);
  return (
    <Select
      showSearch
      allowClear
      autoFocus={autoFocus}
      value={null}
      placeholder="搜索菜单"
      className="menu-search"
      style={{ width: '100%' }}
      filterOption={(typed, option) => menuMatches(String(option?.label ?? ''), typed)}
      notFoundContent="未找到菜单"
      options={entries.map((e) => ({ value: e.path, label: e.title }))}
      onSelect={(path: string | null) => {
        const entry = entries.find((e) => e.path === path);
        if (entry) openEntry(entry, navigate);
        onChosen?.();
      }}
    />
  );
}

export function MenuSearch({ tree, mobile }: { tree: MenuRoute[]; mobile: boolean }) {
  const [open, setOpen] = useState(false);
  if (!mobile) {
    return (
      <div style={{ width: 200 }}>
        <SearchSelect tree={tree} />
      </div>
    );
  }
  return (
    <>
      <Button type="text" icon={<SearchOutlined />} aria-label="搜索菜单" onClick={() => setOpen(true)} />
      <Modal open={open} title="搜索菜单" footer={null} onCancel={() => setOpen(false)} destroyOnHidden>
        <SearchSelect tree={tree} autoFocus onChosen={() => setOpen(false)} />
      </Modal>
    </>
  );
}
