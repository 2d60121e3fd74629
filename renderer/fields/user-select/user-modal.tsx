import { useEffect, useState } from 'react';
import { Button, Col, Input, Modal, Row, Space, Spin, Table, Tree, type TableColumnsType } from 'antd';
import { useFeedback } from '../../hooks/use-feedback';
import { pickerTexts } from '../../pickers/texts';
import { pickerPagination } from '../../pickers/use-picker-page';
import { useDepartTree } from '../../pickers/use-depart-tree';
import { texts } from '../../texts';
import { useUserPage, type PickerUser, type UserQuery } from './user-table';

export interface UserModalProps {
  open: boolean;
  width: number;
  multiple: boolean;
  store: 'username' | 'id';
  /** The users picked when the dialog opens. */
  initial: PickerUser[];
  onOk(users: PickerUser[]): void;
  onClose(): void;
}

const PAGE_SIZES = ['10', '20', '30'];

const columns: TableColumnsType<PickerUser> = [
  { title: pickerTexts.username, dataIndex: 'username', width: 140 },
  { title: pickerTexts.realname, dataIndex: 'realname', width: 140 },
  { title: pickerTexts.sex, dataIndex: 'sex', width: 70, render: (sex: unknown) => pickerTexts.sexText(sex) },
  { title: pickerTexts.phone, dataIndex: 'phone', width: 130 },
  { title: pickerTexts.depart, dataIndex: 'orgCodeTxt', ellipsis: true },
];

/**
 * 选择用户 (002 §2.5, §7, §9): the caller's departments on the left (choosing one lists its users and those of the
 * departments below it; choosing it again lists everyone), users on the right in pages of 10 (10/20/30). Picks are
 * kept across pages and departments; single mode keeps one.
 */
export function UserModal({ open, width, multiple, store, initial, onOk, onClose }: UserModalProps) {
  const { fail } = useFeedback();
  const tree = useDepartTree((e) => fail(e));
  const [query, setQuery] = useState<UserQuery>({ pageNo: 1, pageSize: 10 });
  const [typed, setTyped] = useState('');
  const [picked, setPicked] = useState<PickerUser[]>(initial);
  const page = useUserPage(open ? query : null, (e) => fail(e));
  useEffect(() => {
    if (!open) return;
    setPicked(initial);
    setTyped('');
    setQuery({ pageNo: 1, pageSize: 10 });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
  const keyOf = (u: PickerUser) => String(u[store]);
  const onSelect = (keys: React.Key[], rows: PickerUser[]) => {
    if (!multiple) return setPicked(rows.slice(-1));
    const onPage = new Set(page.records.map(keyOf));
    const kept = picked.filter((u) => !onPage.has(keyOf(u)));
    setPicked([...kept, ...page.records.filter((u) => keys.includes(keyOf(u)))]);
  };
  return (
    <Modal
      open={open}
      title={pickerTexts.userTitle}
      width={width}
      onCancel={onClose}
      onOk={() => onOk(picked)}
      okText={texts.ok}
      cancelText={texts.close}
      destroyOnHidden
      className="zhdj-user-modal"
    >
      <Row gutter={12}>
        <Col span={6}>
          <Spin spinning={tree.loading}>
            <div style={{ maxHeight: 460, overflow: 'auto' }} className="zhdj-user-departs">
              <Tree
                treeData={tree.all}
                defaultExpandAll
                key={tree.all.length}
                selectedKeys={query.departId ? [query.departId] : []}
                onSelect={(keys) => setQuery((q) => ({ ...q, departId: keys.length ? String(keys[0]) : undefined, pageNo: 1 }))}
              />
            </div>
          </Spin>
        </Col>
        <Col span={18}>
          <Space style={{ marginBottom: 12 }}>
            <Input
              placeholder={pickerTexts.userSearch}
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              onPressEnter={() => setQuery((q) => ({ ...q, username: typed.trim(), pageNo: 1 }))}
              style={{ width: 220 }}
            />
            <Button type="primary" onClick={() => setQuery((q) => ({ ...q, username: typed.trim(), pageNo: 1 }))}>
              {texts.query}
            </Button>
            <Button onClick={() => (setTyped(''), setQuery({ pageNo: 1, pageSize: query.pageSize }))}>{texts.reset}</Button>
          </Space>
          <Table<PickerUser>
            size="small"
            rowKey={keyOf}
            columns={columns}
            dataSource={page.records}
            loading={page.loading}
            rowSelection={{ type: multiple ? 'checkbox' : 'radio', selectedRowKeys: picked.map(keyOf), onChange: onSelect, preserveSelectedRowKeys: true }}
            pagination={pickerPagination(query, page.total, setQuery, PAGE_SIZES)}
            scroll={{ y: 400 }}
          />
        </Col>
      </Row>
    </Modal>
  );
}
