/**
 * Choosing the tenant the session acts in: after a login that offered several tenants (before the workspace, like
 * the forced password change) and later from the account menu (切换租户). The server checks the choice; the client
 * keeps it for the tenant header of every request (000 §7.1).
 */
import { useEffect, useRef, useState } from 'react';
import { Button, Form, Modal, Select } from 'antd';
import { tenant as tenantApi, type TenantChoice } from '@shared/services';
import { feedback } from '../../app/feedback';
import { appConfig } from '../../config';
import { fetchResult, showError } from '../../http';
import { session, setTenant } from '../../stores/session';
import { logout } from './session-actions';

export interface TenantModalProps {
  open: boolean;
  /** Right after login: no cancel, only the choice or logging out. */
  forced: boolean;
  onClose(): void;
}

export function TenantModal({ open, forced, onClose }: TenantModalProps) {
  const [form] = Form.useForm<{ tenantId: string }>();
  const [options, setOptions] = useState<TenantChoice[]>(session.tenantList);
  const [saving, setSaving] = useState(false);
  // The parent's callback may be a new function at every render; the load below must not run again for that.
  const close = useRef(onClose);
  close.current = onClose;

  // The switch asks the server: tenants may have been frozen or added since the login.
  useEffect(() => {
    if (!open || forced) return;
    let live = true;
    fetchResult(tenantApi.currentUserTenants, {})
      .then((r) => {
        if (!live) return;
        setOptions(r.list);
        form.setFieldsValue({ tenantId: r.tenantId || undefined });
      })
      .catch((e) => live && (showError(e), close.current()));
    return () => {
      live = false;
    };
  }, [open, forced, form]);

  async function confirm() {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSaving(true);
    try {
      const chosen = await fetchResult(tenantApi.selectTenant, { tenantId: values.tenantId }, { notify: false });
      const switching = !forced && session.tenantId !== chosen.id;
      setTenant(chosen.id);
      feedback.message.success(`已进入租户“${chosen.name}”`);
      onClose();
      // Pages of the previous tenant are still open: a fresh load shows the new tenant's data everywhere.
      if (switching) window.location.reload();
    } catch (e) {
      showError(e);
    } finally {
      setSaving(false);
    }
  }

  async function leave() {
    await logout();
    window.location.assign(appConfig.basePath.replace(/\/$/, '') + appConfig.loginPath);
  }

  const footer = [
    forced ? (
      <Button key="logout" onClick={leave}>
        退出登录
      </Button>
    ) : (
      <Button key="cancel" onClick={onClose}>
        取消
      </Button>
    ),
    <Button key="ok" type="primary" loading={saving} onClick={confirm}>
      确定
    </Button>,
  ];
  return (
    <Modal
      open={open}
      title="选择租户"
      width={500}
      closable={!forced}
      maskClosable={false}
      keyboard={!forced}
      onCancel={onClose}
      footer={footer}
      destroyOnHidden
    >
      {forced && <p>您属于多个租户，请选择本次登录要进入的租户。</p>}
      <Form form={form} layout="vertical" onFinish={confirm}>
        <Form.Item label="租户" name="tenantId" rules={[{ required: true, message: '请选择租户' }]}>
          <Select placeholder="请选择租户" options={options.map((t) => ({ value: t.id, label: t.name }))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The first thing a user in several tenants sees after login: the choice on an empty page. */
export function TenantChoicePage() {
  return (
    <div className="tenant-choice" style={{ minHeight: '100vh', background: '#f0f2f5' }}>
      <TenantModal open forced onClose={() => undefined} />
    </div>
  );
}
