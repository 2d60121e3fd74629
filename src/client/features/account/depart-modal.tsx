/** Department switching (001 §2): the list loads, the current one is preselected, confirming sets the session user. */
import { useEffect, useState } from 'react';
import { Form, Modal, Select } from 'antd';
import { useSnapshot } from 'valtio';
import { session as sessionApi, type Depart } from '@shared/services';
import { feedback } from '../../app/feedback';
import { fetchResult, showError } from '../../http';
import { session, setUserInfo } from '../../stores/session';

export const NO_DEPARTS = '您尚未设置部门信息!';

export interface DepartModalProps {
  open: boolean;
  onClose(): void;
}

export function DepartModal({ open, onClose }: DepartModalProps) {
  const [form] = Form.useForm<{ orgCode: string }>();
  const user = useSnapshot(session).userInfo;
  const [departs, setDeparts] = useState<Depart[]>([]);
  const [current, setCurrent] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    let live = true;
    fetchResult(sessionApi.currentUserDeparts, {})
      .then((r) => {
        if (!live) return;
        if (!r.list?.length) {
          feedback.message.warning(NO_DEPARTS);
          return onClose();
        }
        setDeparts(r.list);
        setCurrent(r.orgCode);
        form.setFieldsValue({ orgCode: r.orgCode ?? undefined });
      })
      .catch((e) => live && (showError(e), onClose()));
    return () => {
      live = false;
    };
  }, [open, form, onClose]);

  async function confirm() {
    // Without a choice the select shows its error state (001 §2); nothing is sent.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const { orgCode } = values;
    setSaving(true);
    try {
      const r = await fetchResult(sessionApi.selectDepart, { orgCode, username: user?.username ?? '' });
      setUserInfo(r.userInfo);
      setCurrent(orgCode);
      feedback.message.success('切换部门成功');
      onClose();
    } catch (e) {
      showError(e);
    } finally {
      setSaving(false);
    }
  }

  const currentName = departs.find((d) => d.orgCode === current)?.departName;
  return (
    <Modal
      open={open}
      title={currentName ? `部门选择（当前：${currentName}）` : '部门选择'}
      width={500}
      onOk={confirm}
      confirmLoading={saving}
      onCancel={onClose}
      okText="确定"
      cancelText="取消"
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        <Form.Item label="部门" name="orgCode" rules={[{ required: true, message: '请选择部门' }]}>
          <Select placeholder="请选择部门" options={departs.map((d) => ({ value: d.orgCode, label: d.departName }))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
