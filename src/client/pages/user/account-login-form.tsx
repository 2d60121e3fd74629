/** Account login (000 §2, §4): account, password, captcha, remember me; afterwards the requested page. */
import { useState } from 'react';
import { Button, Checkbox, Form, Input } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { feedback } from '../../app/feedback';
import { login } from '../../features/account/session-actions';
import { afterLoginPath } from '../../router/guard-rules';
import { getCached, KEYS, removeCached, setCached } from '../../storage/cache';
import { greeting } from '../../utils/greeting';
import { CaptchaField, useCaptcha } from './captcha-field';
import { LoginSliderField, useLoginSlider } from './login-slider';

interface Values {
  username: string;
  password: string;
  captcha?: string;
  remember: boolean;
}

export function AccountLoginForm() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [form] = Form.useForm<Values>();
  const captcha = useCaptcha();
  const slider = useLoginSlider();
  const [busy, setBusy] = useState(false);
  const remembered = getCached<string>(KEYS.rememberedUser);

  async function submit(values: Values) {
    setBusy(true);
    try {
      const key = typeof captcha.state === 'object' && captcha.state ? captcha.state.key : undefined;
      const result = await login({ username: values.username.trim(), password: values.password, captcha: values.captcha, checkKey: key, sliderToken: slider.takeToken() });
      // Only the account name is remembered; a password never goes to local storage.
      if (values.remember) setCached(KEYS.rememberedUser, values.username.trim());
      else removeCached(KEYS.rememberedUser);
      feedback.notification.success({ message: '欢迎', description: `${greeting()}，欢迎回来，${result.userInfo.realname || result.userInfo.username}` });
      navigate(afterLoginPath(params.get('redirect')), { replace: true });
    } catch (e) {
      feedback.notification.error({ message: '登录失败', description: e instanceof Error ? e.message : '请稍后重试', duration: 4 });
      form.setFieldValue('captcha', '');
      if (captcha.state !== null) captcha.refresh();
      // The token (if any) is spent; after a few failures the account's next try needs a new drag.
      await slider.ask(values.username.trim());
    } finally {
      setBusy(false);
    }
  }

  return (
    <Form form={form} size="large" onFinish={submit} initialValues={{ username: remembered ?? '', remember: !!remembered }} aria-label="登录">
      <Form.Item name="username" rules={[{ required: true, whitespace: true, message: '请输入用户名' }]}>
        <Input prefix={<UserOutlined />} placeholder="账号" autoComplete="username" />
      </Form.Item>
      <Form.Item name="password" rules={[{ required: true, message: '请输入密码' }]}>
        <Input.Password prefix={<LockOutlined />} placeholder="密码" autoComplete="current-password" />
      </Form.Item>
      <CaptchaField state={captcha.state} refresh={captcha.refresh} />
      <LoginSliderField slider={slider} />
      <Form.Item name="remember" valuePropName="checked">
        <Checkbox>记住我</Checkbox>
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy} disabled={captcha.state === 'loading' || slider.checking}>
          登 录
        </Button>
      </Form.Item>
    </Form>
  );
}
