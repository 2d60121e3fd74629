/** 基本设置: name, e-mail, sex and avatar of the caller's own account (the phone: 安全设置, with the password). */
import { useState } from 'react';
import { Button, Form, Input, Select } from 'antd';
import { useSnapshot } from 'valtio';
import { accountCentre, type ParamsOf } from '@shared/services';
import { checkRule } from '@validators/rules';
import { fetchResult } from '../../http';
import { feedback } from '../../app/feedback';
import { session } from '../../stores/session';
import { AvatarUpload } from './avatar-upload';
import { refreshUserInfo } from './refresh-user';

type Values = ParamsOf<typeof accountCentre.editSelf>;

export function SettingsBase() {
  const user = useSnapshot(session).userInfo;
  const [saving, setSaving] = useState(false);
  if (!user) return null;
  const save = async (values: Values) => {
    setSaving(true);
    try {
      await fetchResult(accountCentre.editSelf, { ...values, email: values.email || null, sex: values.sex ?? null });
      await refreshUserInfo();
      feedback.message.success('保存成功');
    } catch {
      // the request layer showed the server's message
    } finally {
      setSaving(false);
    }
  };
  return (
    <Form<Values>
      layout="vertical"
      style={{ maxWidth: 480 }}
      initialValues={{ realname: user.realname, email: user.email ?? '', sex: (user.sex as number | null) ?? undefined, avatar: user.avatar ?? null }}
      onFinish={(v) => void save(v)}
    >
      <Form.Item name="avatar" label="头像">
        <AvatarUpload />
      </Form.Item>
      <Form.Item name="realname" label="用户姓名" rules={[{ required: true, whitespace: true, message: '请输入用户姓名' }, { max: 50 }]}>
        <Input />
      </Form.Item>
      <Form.Item
        name="email"
        label="邮箱"
        rules={[
          {
            validator: async (_r, v) => {
              const m = v ? checkRule('email', v) : null;
              if (m) throw new Error(m);
            },
          },
        ]}
      >
        <Input />
      </Form.Item>
      <Form.Item name="sex" label="性别">
        <Select
          allowClear
          options={[
            { value: 1, label: '男' },
            { value: 2, label: '女' },
          ]}
        />
      </Form.Item>
      <Form.Item label="手机号" extra="手机号在“安全设置”中修改">
        <Input value={user.phone ?? ''} disabled />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving}>
        更新基本信息
      </Button>
    </Form>
  );
}
