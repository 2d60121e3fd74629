/**
 * A password sign-in's fields and submit, shared by the account login, binding a third-party identity and signing in
 * for an application: account, password, the picture captcha and (after failures) the slider; after a refusal the
 * message, a new captcha and the slider's question for that account.
 */
import { useState, type ReactNode } from 'react';
import { Button, Form, type FormInstance } from 'antd';
// The two inputs themselves, not antd's Input with its TextArea, Search and OTP: the login page downloads less.
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { feedback } from '../../app/feedback';
import type { Credentials } from '../../features/account/session-actions';
import { CaptchaField, useCaptcha, type CaptchaState } from './captcha-field';
import { LoginSliderField, useLoginSlider, type LoginSlider } from './login-slider';

export interface CredentialValues {
  username: string;
  password: string;
  captcha?: string;
}

export interface PasswordProof {
  captcha: { state: CaptchaState; refresh(): void };
  slider: LoginSlider;
  busy: boolean;
  /** Sends the credentials; a refusal shows `failure` with the server's reason and readies the next try. */
  submit(values: CredentialValues, send: (credentials: Credentials) => Promise<void>): Promise<void>;
}

export function usePasswordProof(form: FormInstance, failure: string): PasswordProof {
  const captcha = useCaptcha();
  const slider = useLoginSlider();
  const [busy, setBusy] = useState(false);

  async function submit(values: CredentialValues, send: (credentials: Credentials) => Promise<void>) {
    setBusy(true);
    const username = values.username.trim();
    try {
      const checkKey = typeof captcha.state === 'object' && captcha.state ? captcha.state.key : undefined;
      await send({ username, password: values.password, captcha: values.captcha, checkKey, sliderToken: slider.takeToken() });
    } catch (e) {
      feedback.notification.error({ message: failure, description: e instanceof Error ? e.message : '请稍后重试', duration: 4 });
      form.setFieldValue('captcha', '');
      if (captcha.state !== null) captcha.refresh();
      // The token (if any) is spent; after a few failures the account's next try needs a new drag.
      await slider.ask(username);
    } finally {
      setBusy(false);
    }
  }
  return { captcha, slider, busy, submit };
}

export function CredentialFields({ proof }: { proof: PasswordProof }) {
  return (
    <>
      <Form.Item name="username" rules={[{ required: true, whitespace: true, message: '请输入用户名' }]}>
        <Input prefix={<UserOutlined />} placeholder="账号" autoComplete="username" />
      </Form.Item>
      <Form.Item name="password" rules={[{ required: true, message: '请输入密码' }]}>
        <Password prefix={<LockOutlined />} placeholder="密码" autoComplete="current-password" />
      </Form.Item>
      <CaptchaField state={proof.captcha.state} refresh={proof.captcha.refresh} />
      <LoginSliderField slider={proof.slider} />
    </>
  );
}

export function ProofSubmitButton({ proof, children }: { proof: PasswordProof; children: ReactNode }) {
  return (
    <Form.Item>
      <Button type="primary" htmlType="submit" block loading={proof.busy} disabled={proof.captcha.state === 'loading' || proof.slider.checking}>
        {children}
      </Button>
    </Form.Item>
  );
}
