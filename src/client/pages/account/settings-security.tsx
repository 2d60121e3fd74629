/**
 * 安全设置: the password (the change-password dialog of 001 §2), the phone, changed with the password, and the
 * third-party bindings (账号绑定).
 */
import { useState } from 'react';
import { Form, Input, List, Modal } from 'antd';
import { useSnapshot } from 'valtio';
import { accountCentre } from '@shared/services';
import { checkRule } from '@validators/rules';
import { fetchResult } from '../../http';
import { feedback } from '../../app/feedback';
import { session } from '../../stores/session';
import { ChangePasswordModal } from '../../features/account/change-password-modal';
import { refreshUserInfo } from './refresh-user';
import { SettingsThirdBindings } from './settings-third-bindings';

const masked = (phone: string | null | undefined) => (phone ? phone.replace(/^(\d{3})\d{4}(\d+)$/, '$1****$2') : '未绑定');

export function SettingsSecurity() {
  const user = useSnapshot(session).userInfo;
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [phoneOpen, setPhoneOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<{ phone: string; password: string }>();
  const savePhone = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      await fetchResult(accountCentre.changeOwnPhone, values);
      await refreshUserInfo();
      feedback.message.success('手机号已修改');
      setPhoneOpen(false);
      form.resetFields();
    } catch {
      // the request layer showed the server's message
    } finally {
      setSaving(false);
    }
  };
  return (
    <>
      <List
        itemLayout="horizontal"
        dataSource={[
          { title: '账户密码', description: '定期修改密码有助于保护账号安全', action: <a onClick={() => setPasswordOpen(true)}>修改</a> },
          { title: '密保手机', description: `已绑定手机：${masked(user?.phone)}`, action: <a onClick={() => setPhoneOpen(true)}>修改</a> },
        ]}
        renderItem={(item) => (
          <List.Item actions={[item.action]}>
            <List.Item.Meta title={item.title} description={item.description} />
          </List.Item>
        )}
      />
      <SettingsThirdBindings />
      <ChangePasswordModal open={passwordOpen} forced={false} onClose={() => setPasswordOpen(false)} />
      <Modal
        title="修改手机号"
        open={phoneOpen}
        onOk={() => void savePhone().catch(() => undefined)}
        confirmLoading={saving}
        onCancel={() => setPhoneOpen(false)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical">
          <Form.Item
            name="phone"
            label="新手机号"
            rules={[
              { required: true, message: '请输入手机号' },
              {
                validator: async (_r, v) => {
                  const m = v ? checkRule('mobile', v) : null;
                  if (m) throw new Error(m);
                },
              },
            ]}
          >
            <Input maxLength={11} />
          </Form.Item>
          <Form.Item name="password" label="登录密码" rules={[{ required: true, message: '请输入登录密码' }]}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
