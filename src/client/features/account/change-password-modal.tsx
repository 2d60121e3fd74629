/**
 * The change-password dialog of 001 §2: old, new and confirm; easy-password check; success with a countdown.
 * Forced after a phone login, it asks no old password: the SMS code proved the account, and the user may never have
 * known the password an administrator set (the server allows this only then).
 */
import { useEffect, useState } from 'react';
import { Button, Form, Input, Modal, Result } from 'antd';
import { useSnapshot } from 'valtio';
import { session as sessionApi } from '@shared/services';
import { CONFIRM_MISMATCH_DIALOG, CONFIRM_REQUIRED, isPasswordStrict, NO_LOGIN_USER, PASSWORD_MESSAGE, TOO_SIMPLE } from '@validators/password';
import { fetchResult, showError } from '../../http';
import { session } from '../../stores/session';

export interface ChangePasswordModalProps {
  open: boolean;
  /** Forced after login: no way to dismiss it until the password is changed. */
  forced: boolean;
  onClose(): void;
}

interface Values {
  oldpassword?: string;
  password: string;
  confirmpassword: string;
}

const COUNTDOWN_SECONDS = 2;

export function ChangePasswordModal({ open, forced, onClose }: ChangePasswordModalProps) {
  const [form] = Form.useForm<Values>();
  const { userInfo: user, smsLogin } = useSnapshot(session);
  const askOld = !(forced && smsLogin);
  const [saving, setSaving] = useState(false);
  const [countdown, setCountdown] = useState<number | null>(null);

  useEffect(() => {
    // The form itself is destroyed on close (destroyOnHidden), so each opening starts empty.
    if (open) setCountdown(null);
  }, [open]);

  useEffect(() => {
    if (countdown === null) return;
    if (countdown <= 0) return onClose();
    const t = setTimeout(() => setCountdown(countdown - 1), 1000);
    return () => clearTimeout(t);
  }, [countdown, onClose]);

  async function submit() {
    // Invalid fields show their messages in the form; nothing else to do.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    if (!user?.username) return showError(new Error(NO_LOGIN_USER));
    setSaving(true);
    try {
      const easy = await fetchResult(sessionApi.checkEasyPwd, { pwd: values.password });
      if (easy) {
        form.setFields([{ name: 'password', errors: [TOO_SIMPLE] }]);
        return;
      }
      await fetchResult(sessionApi.updatePassword, { username: user.username, ...values, oldpassword: values.oldpassword ?? '' });
      setCountdown(COUNTDOWN_SECONDS);
    } catch (e) {
      showError(e);
    } finally {
      setSaving(false);
    }
  }

  const done = countdown !== null;
  const closable = !forced || done;
  return (
    <Modal
      open={open}
      title={done ? '修改成功' : '修改密码'}
      width={520}
      closable={closable}
      maskClosable={false}
      keyboard={closable}
      onCancel={closable ? onClose : undefined}
      footer={
        done ? (
          <Button onClick={onClose}>关闭</Button>
        ) : (
          [
            !forced && (
              <Button key="cancel" onClick={onClose}>
                取消
              </Button>
            ),
            <Button key="ok" type="primary" loading={saving} onClick={submit}>
              确定
            </Button>,
          ]
        )
      }
      destroyOnHidden
    >
      {done ? (
        <Result status="success" title="修改成功" subTitle={`${countdown} 秒后自动关闭`} />
      ) : (
        <Form form={form} layout="vertical" autoComplete="off" onFinish={submit}>
          {forced && <p>{askOld ? '为了您的账号安全，请先修改初始密码。' : '您已通过短信验证码登录，请直接设置新密码。'}</p>}
          {askOld && (
            <Form.Item label="旧密码" name="oldpassword" rules={[{ required: true, message: '请输入旧密码' }]}>
              <Input.Password autoComplete="current-password" placeholder="请输入旧密码" />
            </Form.Item>
          )}
          <Form.Item
            label="新密码"
            name="password"
            rules={[
              { required: true, message: '请输入新密码' },
              { validator: (_r, v: string) => (!v || isPasswordStrict(v) ? Promise.resolve() : Promise.reject(new Error(PASSWORD_MESSAGE))) },
            ]}
          >
            <Input.Password autoComplete="new-password" placeholder="请输入新密码" />
          </Form.Item>
          <Form.Item
            label="确认新密码"
            name="confirmpassword"
            dependencies={['password']}
            rules={[
              { required: true, message: CONFIRM_REQUIRED },
              ({ getFieldValue }) => ({
                validator: (_r, v: string) => (!v || v === getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error(CONFIRM_MISMATCH_DIALOG))),
              }),
            ]}
          >
            <Input.Password autoComplete="new-password" placeholder="请再次输入新密码" />
          </Form.Item>
          <button type="submit" hidden />
        </Form>
      )}
    </Modal>
  );
}
