/**
 * 找回密码 (000 §1 reset password / alteration, /user/alteration): the account's phone and the SMS code sent to it,
 * then a new password under the password rules, then done; every session of the account has ended.
 */
import { useState } from 'react';
import { Button, Form, Input, Result, Steps } from 'antd';
import { LockOutlined, MobileOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router-dom';
import { loginVariants } from '@shared/services';
import { feedback } from '../../app/feedback';
import { fetchResult } from '../../http';
import { confirmRules, passwordRules } from './register-page';
import { mobileRules, SmsCodeField } from './sms-code-field';

interface Values {
  mobile: string;
  smscode: string;
  password: string;
  confirmPassword: string;
}

export default function AlterationPage() {
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const [step, setStep] = useState(0);
  const [busy, setBusy] = useState(false);
  const [username, setUsername] = useState('');

  async function next() {
    try {
      await form.validateFields(['mobile', 'smscode']);
      setStep(1);
    } catch {
      // The fields show what is missing.
    }
  }

  async function submit() {
    let v: Values;
    try {
      v = await form.validateFields();
    } catch {
      return;
    }
    setBusy(true);
    try {
      const body = { phone: v.mobile.trim(), smscode: v.smscode.trim(), password: v.password, confirmPassword: v.confirmPassword };
      const result = await fetchResult(loginVariants.passwordChange, body, { notify: false });
      setUsername(result.username);
      setStep(2);
    } catch (e) {
      const message = e instanceof Error ? e.message : '请稍后重试';
      feedback.notification.error({ message: '重置失败', description: message, duration: 4 });
      // A wrong or spent code is fixed on the first step.
      if (message.includes('验证码')) setStep(0);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <h3 style={{ textAlign: 'center' }}>找回密码</h3>
      <Steps size="small" current={step} items={[{ title: '验证手机' }, { title: '设置新密码' }, { title: '完成' }]} style={{ marginBottom: 24 }} />
      {step === 2 ? (
        <Result
          status="success"
          title="密码已重置"
          subTitle={`账户 ${username} 的密码已重置，原有登录已全部退出，请使用新密码登录。`}
          extra={
            <Button type="primary" onClick={() => navigate('/user/login')}>
              返回登录
            </Button>
          }
        />
      ) : (
        <Form form={form} size="large" aria-label="找回密码" preserve>
          <div hidden={step !== 0}>
            <Form.Item name="mobile" rules={mobileRules}>
              <Input prefix={<MobileOutlined />} placeholder="账户绑定的手机号" autoComplete="tel" inputMode="tel" maxLength={11} />
            </Form.Item>
            <SmsCodeField smsmode="2" name="smscode" />
            <Button type="primary" block onClick={() => void next()}>
              下一步
            </Button>
          </div>
          <div hidden={step !== 1}>
            <Form.Item name="password" rules={passwordRules}>
              <Input.Password prefix={<LockOutlined />} placeholder="新密码（8位以上，含大小写字母、数字和特殊符号）" autoComplete="new-password" />
            </Form.Item>
            <Form.Item name="confirmPassword" dependencies={['password']} rules={confirmRules}>
              <Input.Password prefix={<LockOutlined />} placeholder="确认新密码" autoComplete="new-password" />
            </Form.Item>
            <Button type="primary" block loading={busy} onClick={() => void submit()}>
              重置密码
            </Button>
            <Button type="link" block onClick={() => setStep(0)}>
              上一步
            </Button>
          </div>
        </Form>
      )}
      <div className="login-links" style={{ marginTop: 16 }}>
        <span />
        <Link to="/user/login">返回登录</Link>
      </div>
    </>
  );
}
