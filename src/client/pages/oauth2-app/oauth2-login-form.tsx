/** The platform's account login, for an application's sign-in request: account, password, captcha (and the slider after failures). */
import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { oauth2App } from '@shared/services';
import { feedback } from '../../app/feedback';
import { fetchResult } from '../../http';
import { CaptchaField, useCaptcha } from '../user/captcha-field';
import { LoginSliderField, useLoginSlider } from '../user/login-slider';

interface Values {
  username: string;
  password: string;
  captcha?: string;
}

export function OAuth2LoginForm({ uid }: { uid: string }) {
  const [form] = Form.useForm<Values>();
  const captcha = useCaptcha();
  const slider = useLoginSlider();
  const [busy, setBusy] = useState(false);

  async function submit(values: Values) {
    setBusy(true);
    try {
      const key = typeof captcha.state === 'object' && captcha.state ? captcha.state.key : undefined;
      const { redirectTo } = await fetchResult(
        oauth2App.interactionLogin,
        { uid, username: values.username.trim(), password: values.password, captcha: values.captcha, checkKey: key, sliderToken: slider.takeToken() },
        { notify: false },
      );
      // Back through the authorisation server, which sends the browser to the application with its code.
      window.location.assign(redirectTo);
    } catch (e) {
      feedback.notification.error({ message: '登录失败', description: e instanceof Error ? e.message : '请稍后重试', duration: 4 });
      form.setFieldValue('captcha', '');
      if (captcha.state !== null) captcha.refresh();
      await slider.ask(values.username.trim());
      setBusy(false);
    }
  }

  async function cancel() {
    try {
      const { redirectTo } = await fetchResult(oauth2App.interactionAbort, { uid }, { notify: false });
      window.location.assign(redirectTo);
    } catch (e) {
      feedback.message.warning(e instanceof Error ? e.message : '操作失败');
    }
  }

  return (
    <Form form={form} size="large" onFinish={submit} aria-label="应用登录">
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
          登录并授权
        </Button>
      </Form.Item>
      <Form.Item style={{ textAlign: 'center' }}>
        <Button type="link" onClick={() => void cancel()}>
          取消，返回应用
        </Button>
      </Form.Item>
    </Form>
  );
}
