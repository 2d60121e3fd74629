/** Phone login (000 §1): the phone, the SMS code sent to it, then the requested page. */
import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import { MobileOutlined } from '@ant-design/icons';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { feedback } from '../../app/feedback';
import { phoneLogin } from '../../features/account/login-variants';
import { afterLoginPath } from '../../router/guard-rules';
import { greeting } from '../../utils/greeting';
import { mobileRules, SmsCodeField } from './sms-code-field';

interface Values {
  mobile: string;
  captcha: string;
}

export function PhoneLoginForm() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);

  async function submit(values: Values) {
    setBusy(true);
    try {
      const result = await phoneLogin(values.mobile.trim(), values.captcha.trim());
      feedback.notification.success({ message: '欢迎', description: `${greeting()}，欢迎回来，${result.userInfo.realname || result.userInfo.username}` });
      navigate(afterLoginPath(params.get('redirect')), { replace: true });
    } catch (e) {
      feedback.notification.error({ message: '登录失败', description: e instanceof Error ? e.message : '请稍后重试', duration: 4 });
      form.setFieldValue('captcha', '');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Form form={form} size="large" onFinish={submit} aria-label="手机号登录">
      <Form.Item name="mobile" rules={mobileRules}>
        <Input prefix={<MobileOutlined />} placeholder="手机号" autoComplete="tel" inputMode="tel" maxLength={11} />
      </Form.Item>
      <SmsCodeField smsmode="0" />
      <Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy}>
          登 录
        </Button>
      </Form.Item>
    </Form>
  );
}
