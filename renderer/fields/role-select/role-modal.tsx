import { useEffect, useState } from 'react';
import { Button, Input, Modal, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useFeedback } from '../../hooks/use-feedback';
import { pickerTexts } from '../../pickers/texts';
import { pickerPagination } from '../../pickers/use-picker-page';
import { texts } from '../../texts';
import { useRolePage, type PickerRole, type RoleKey } from './roles';

export interface RoleModalProps {
  open: boolean;
  width: number;
  multiple: boolean;
  store: RoleKey;
  initial: PickerRole[];
  onOk(roles: PickerRole[]): void;
  onClose(): void;
}

const PAGE_SIZES = ['5', '10', '20', '30'];
const columns: TableColumnsType<PickerRole> = [
  { title: pickerTexts.roleName, dataIndex: 'roleName', width: 180 },
  { title: pickerTexts.roleCode, dataIndex: 'roleCode', width: 180 },
  { title: pickerTexts.description, dataIndex: 'description', ellipsis: true },
];

/**
 * 选择角色: the roles the caller may hand out (/sys/role/list), searchable by name, in pages of 5 (5/10/20/30) as
 * JeecgBoot's role picker (a business-component select) shows them; 已选 N lists the picks, each removable.
 */
export function RoleModal({ open, width, multiple, store, initial, onOk, onClose }: RoleModalProps) {
  const { fail } = useFeedback();
  const [query, setQuery] = useState<{ roleName?: string; pageNo: number; pageSize: number }>({ pageNo: 1, pageSize: 5 });
  const [typed, setTyped] = useState('');
  const [picked, setPicked] = useState<PickerRole[]>(initial);
  const page = useRolePage(open ? query : null, (e) => fail(e));
  useEffect(() => {
    if (!open) return;
    setPicked(initial);
    setTyped('');
    setQuery({ pageNo: 1, pageSize: 5 });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
  const onSelect = (keys: React.Key[], rows: PickerRole[]) => {
    if (!multiple) return setPicked(rows.slice(-1));
    const onPage = new Set(page.records.map((r) => r[store]));
    setPicked([...picked.filter((r) => !onPage.has(r[store])), ...page.records.filter((r) => keys.includes(r[store]))]);
  };
  const search = () => setQuery((q) => ({ ...q, roleName: typed.trim() || undefined, pageNo: 1 }));
  return (
    <Modal
      open={open}
      title={pickerTexts.roleTitle}
      width={width}
      onCancel={onClose}
      onOk={() => onOk(picked)}
      okText={texts.ok}
      cancelText={texts.close}
      destroyOnHidden
      className="zhdj-role-modal"
    >
      <Space style={{ marginBottom: 12 }}>
        <Input placeholder={pickerTexts.roleSearch} value={typed} onChange={(e) => setTyped(e.target.value)} onPressEnter={search} style={{ width: 220 }} />
        <Button type="primary" onClick={search}>
          {texts.query}
        </Button>
        <Button onClick={() => (setTyped(''), setQuery({ pageNo: 1, pageSize: query.pageSize }))}>{texts.reset}</Button>
      </Space>
      <div className="zhdj-role-picked" style={{ marginBottom: 12 }}>
        <span style={{ marginRight: 8 }}>{pickerTexts.selected(picked.length)}</span>
        {picked.map((r) => (
          <Tag key={r[store]} closable onClose={() => setPicked((list) => list.filter((p) => p[store] !== r[store]))}>
            {r.roleName}
          </Tag>
        ))}
      </div>
      <Table<PickerRole>
        size="small"
        rowKey={(r) => r[store]}
        columns={columns}
        dataSource={page.records}
        loading={page.loading}
        rowSelection={{
          type: multiple ? 'checkbox' : 'radio',
          selectedRowKeys: picked.map((r) => r[store]),
          onChange: onSelect,
          preserveSelectedRowKeys: true,
        }}
        pagination={pickerPagination(query, page.total, setQuery, PAGE_SIZES)}
        scroll={{ y: 240 }}
      />
    </Modal>
  );
}
