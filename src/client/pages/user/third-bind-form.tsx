/**
 * Binding an external identity to an existing account: the provider has proved who the user is there; the
 * account's username and password (with the captcha, slider and failure limits of the account login) prove the
 * account here. Afterwards the provider's button logs straight in.
 */
import { useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { feedback } from '../../app/feedback';
import { bindThirdAccount } from '../../features/account/third-login';
import { afterLoginPath } from '../../router/guard-rules';
import { greeting } from '../../utils/greeting';
import { CaptchaField, useCaptcha } from './captcha-field';
import { LoginSliderField, useLoginSlider } from './login-slider';
import type { ThirdBinding } from './use-third-login';

interface Values {
  username: string;
  password: string;
  captcha?: string;
}

export function ThirdBindForm({ binding, onCancel }: { binding: ThirdBinding; onCancel(): void }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [form] = Form.useForm<Values>();
  const captcha = useCaptcha();
  const slider = useLoginSlider();
  const [busy, setBusy] = useState(false);

  async function submit(values: Values) {
    setBusy(true);
    try {
      const key = typeof captcha.state === 'object' && captcha.state ? captcha.state.key : undefined;
      const username = values.username.trim();
      const result = await bindThirdAccount(binding.thirdType, binding.bindToken, { username, password: values.password, captcha: values.captcha, checkKey: key, sliderToken: slider.takeToken() });
      feedback.notification.success({ message: '绑定成功', description: `${greeting()}，欢迎回来，${result.userInfo.realname || result.userInfo.username}` });
      navigate(afterLoginPath(params.get('redirect')), { replace: true });
    } catch (e) {
      feedback.notification.error({ message: '绑定失败', description: e instanceof Error ? e.message : '请稍后重试', duration: 4 });
      form.setFieldValue('captcha', '');
      if (captcha.state !== null) captcha.refresh();
      await slider.ask(values.username.trim());
    } finally {
      setBusy(false);
    }
  }

  const who = binding.name ? `（${binding.name}）` : '';
  return (
    <Form form={form} size="large" onFinish={submit} aria-label="绑定账号">
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        message={`已通过${binding.provider || '第三方平台'}验证身份${who}`}
        description="该第三方账号尚未绑定本平台账号，请输入已有账号和密码完成绑定，以后可直接使用第三方登录。"
      />
      <Form.Item name="username" rules={[{ required: true, whitespace: true, message: '请输入用户名' }]}>
        <Input prefix={<UserOutlined />} placeholder="账号" autoComplete="username" />
      </Form.Item>
      <Form.Item name="password" rules={[{ required: true, message: '请输入密码' }]}>
        <Input.Password prefix={<LockOutlined />} placeholder="密码" autoComplete="current-password" />
      </Form.Item>
      <CaptchaField state={captcha.state} refresh={captcha.refresh} />
      <LoginSliderField slider={slider} />
      <Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy} disabled={captcha.state === 'loading' || slider.checking}>
          绑定并登录
        </Button>
      </Form.Item>
      <div className="login-links">
        <Button type="link" onClick={onCancel}>
          返回登录
        </Button>
      </div>
    </Form>
  );
}
