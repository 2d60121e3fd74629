/**
 * The SMS code input with its 获取验证码 button: the button asks the server to text a code to the phone field's number
 * and then counts down the minute before another may be asked (the server keeps the same minute).
 */
import { useEffect, useState } from 'react';
import { Button, Form, Input } from 'antd';
import { MailOutlined } from '@ant-design/icons';
import { loginVariants } from '@shared/services';
import type { SmsMode } from '@shared/services/login-variants';
import { checkRule } from '@validators/rules';
import { feedback } from '../../app/feedback';
import { fetchResult } from '../../http';

export const RESEND_SECONDS = 60;

/** Form rules of the phone field (000 §5 mobile). */
export const mobileRules = [
  { required: true, whitespace: true, message: '请输入手机号' },
  { validator: (_: unknown, v: string) => (checkRule('mobile', v?.trim()) ? Promise.reject(new Error('请输入正确手机号')) : Promise.resolve()) },
];

export const smsCodeRules = [
  { required: true, message: '请输入验证码' },
  { pattern: /^\d{6}$/, message: '请输入6位数字验证码' },
];

interface Props {
  smsmode: SmsMode;
  /** The form field holding the phone number (default mobile). */
  phoneField?: string;
  /** The field of the code (default captcha). */
  name?: string;
  /** Extra parameters for the send (the registration's slider token); null: not ready, the button stays off. */
  extra?: () => { sliderToken?: string } | null;
  /** Called after each send, successful or not (a registration spends its slider token). */
  onSent?(): void;
}

export function SmsCodeField({ smsmode, phoneField = 'mobile', name = 'captcha', extra, onSent }: Props) {
  const form = Form.useFormInstance();
  const [left, setLeft] = useState(0);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (left <= 0) return;
    const timer = window.setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left]);

  async function send() {
    let mobile: string;
    try {
      mobile = String((await form.validateFields([phoneField]))[phoneField]).trim();
    } catch {
      return;
    }
    const more = extra ? extra() : {};
    if (more === null) return;
    setSending(true);
    try {
      await fetchResult(loginVariants.sendSmsCode, { mobile, smsmode, ...more }, { notify: false });
      feedback.message.success('验证码已发送，请查收短信');
      setLeft(RESEND_SECONDS);
    } catch (e) {
      feedback.message.error(e instanceof Error ? e.message : '验证码发送失败');
    } finally {
      setSending(false);
      onSent?.();
    }
  }

  return (
    <Form.Item>
      <div className="login-captcha">
        <Form.Item name={name} noStyle rules={smsCodeRules}>
          <Input size="large" prefix={<MailOutlined />} placeholder="短信验证码" autoComplete="one-time-code" inputMode="numeric" maxLength={6} />
        </Form.Item>
        <Button className="sms-code__send" size="large" onClick={() => void send()} loading={sending} disabled={left > 0}>
          {left > 0 ? `${left}秒后重新获取` : '获取验证码'}
        </Button>
      </div>
    </Form.Item>
  );
}
