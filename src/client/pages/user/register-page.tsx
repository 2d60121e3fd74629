/**
 * Registration (000 §1, §2.1 /user/register): phone with the slider and the SMS code, username and password. The
 * account waits for an administrator's approval; /user/register-result says so.
 */
import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import { LockOutlined, MobileOutlined, UserOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router-dom';
import { loginVariants } from '@shared/services';
import { CONFIRM_MISMATCH, CONFIRM_REQUIRED, isPasswordStrict, PASSWORD_MESSAGE } from '@validators/password';
import { checkRule } from '@validators/rules';
import { feedback } from '../../app/feedback';
import { fetchResult } from '../../http';
import { RegisterSliderField, useRegisterSlider } from './register-slider';
import { mobileRules, SmsCodeField } from './sms-code-field';

interface Values {
  mobile: string;
  smscode: string;
  username: string;
  password: string;
  confirmPassword: string;
}

export const passwordRules = [
  { required: true, message: '请输入密码' },
  { validator: (_: unknown, v: string) => (!v || isPasswordStrict(v) ? Promise.resolve() : Promise.reject(new Error(PASSWORD_MESSAGE))) },
];

export const confirmRules = [
  { required: true, message: CONFIRM_REQUIRED },
  ({ getFieldValue }: { getFieldValue(name: string): unknown }) => ({
    validator: (_: unknown, v: string) => (!v || v === getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error(CONFIRM_MISMATCH))),
  }),
];

export default function RegisterPage() {
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const slider = useRegisterSlider(Form.useWatch('mobile', form));
  const [busy, setBusy] = useState(false);

  async function submit(v: Values) {
    setBusy(true);
    try {
      const body = { username: v.username.trim(), phone: v.mobile.trim(), smscode: v.smscode.trim(), password: v.password, confirmPassword: v.confirmPassword };
      const result = await fetchResult(loginVariants.register, body, { notify: false });
      navigate(`/user/register-result?username=${encodeURIComponent(result.username)}`, { replace: true });
    } catch (e) {
      feedback.notification.error({ message: '注册失败', description: e instanceof Error ? e.message : '请稍后重试', duration: 4 });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Form form={form} size="large" onFinish={submit} aria-label="注册">
      <h3 style={{ textAlign: 'center' }}>注册账户</h3>
      <Form.Item name="mobile" rules={mobileRules}>
        <Input prefix={<MobileOutlined />} placeholder="手机号" autoComplete="tel" inputMode="tel" maxLength={11} />
      </Form.Item>
      <RegisterSliderField slider={slider} />
      <SmsCodeField
        smsmode="1"
        name="smscode"
        extra={() => {
          if (slider.token) return { sliderToken: slider.token };
          feedback.message.warning('请先拖动滑块完成验证');
          return null;
        }}
        onSent={slider.renew}
      />
      <Form.Item
        name="username"
        rules={[
          { required: true, whitespace: true, message: '请输入用户名' },
          { validator: (_, v: string) => (checkRule('userName', v?.trim()) ? Promise.reject(new Error(checkRule('userName', v.trim())!)) : Promise.resolve()) },
        ]}
      >
        <Input prefix={<UserOutlined />} placeholder="用户名（4到18位字母、数字、下划线）" autoComplete="username" />
      </Form.Item>
      <Form.Item name="password" rules={passwordRules}>
        <Input.Password prefix={<LockOutlined />} placeholder="密码（8位以上，含大小写字母、数字和特殊符号）" autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="confirmPassword" dependencies={['password']} rules={confirmRules}>
        <Input.Password prefix={<LockOutlined />} placeholder="确认密码" autoComplete="new-password" />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy}>
          注 册
        </Button>
      </Form.Item>
      <div className="login-links">
        <span />
        <Link to="/user/login">使用已有账户登录</Link>
      </div>
    </Form>
  );
}
