/**
 * Binding an external identity to an existing account: the provider has proved who the user is there; the
 * account's username and password (with the captcha, slider and failure limits of the account login) prove the
 * account here. Afterwards the provider's button logs straight in. The names shown are the server's (bindInfo),
 * which answers only the browser that started the login; the binding is confirmed naming both accounts.
 */
import { useEffect, useState } from 'react';
import { Alert, Button, Form, Spin } from 'antd';
import type { thirdLogin } from '@shared/services';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { feedback } from '../../app/feedback';
import { bindThirdAccount, thirdBindInfo } from '../../features/account/third-login';
import { afterLoginPath } from '../../router/guard-rules';
import { greeting } from '../../utils/greeting';
import { CredentialFields, ProofSubmitButton, usePasswordProof, type CredentialValues } from './password-proof';
import type { ThirdBinding } from './use-third-login';

/** Asks before binding: which external account goes onto which of ours, and that only one's own login should. */
function confirmBinding(info: thirdLogin.ThirdBindInfo, username: string): Promise<boolean> {
  const external = info.name ? `「${info.name}」` : '';
  return new Promise((resolve) =>
    feedback.modal.confirm({
      title: '确认绑定账号',
      content: `将${info.provider}账号${external}绑定到本平台账号「${username}」，绑定后可用该${info.provider}账号直接登录「${username}」。如果不是您本人刚刚发起的第三方登录，请取消。`,
      okText: '确认绑定',
      cancelText: '取消',
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    }),
  );
}

export function ThirdBindForm({ binding, onCancel }: { binding: ThirdBinding; onCancel(): void }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [form] = Form.useForm<CredentialValues>();
  const proof = usePasswordProof(form, '绑定失败');
  const [info, setInfo] = useState<thirdLogin.ThirdBindInfo | null>(null);

  useEffect(() => {
    let live = true;
    thirdBindInfo(binding.thirdType, binding.bindToken).then(
      (answer) => live && setInfo(answer),
      (e: unknown) => {
        if (!live) return;
        feedback.notification.error({ message: '第三方登录失败', description: e instanceof Error ? e.message : '请稍后重试', duration: 6 });
        onCancel();
      },
    );
    return () => {
      live = false;
    };
  }, [binding, onCancel]);

  if (!info) return <Spin size="large" style={{ display: 'block', margin: '48px auto' }} />;

  const submit = async (values: CredentialValues) => {
    if (!(await confirmBinding(info, values.username.trim()))) return;
    await proof.submit(values, async (credentials) => {
      const result = await bindThirdAccount(binding.thirdType, binding.bindToken, credentials);
      feedback.notification.success({ message: '绑定成功', description: `${greeting()}，欢迎回来，${result.userInfo.realname || result.userInfo.username}` });
      navigate(afterLoginPath(params.get('redirect')), { replace: true });
    });
  };

  const who = info.name ? `（${info.name}）` : '';
  return (
    <Form form={form} size="large" onFinish={submit} aria-label="绑定账号">
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        message={`已通过${info.provider}验证身份${who}`}
        description="该第三方账号尚未绑定本平台账号，请输入已有账号和密码完成绑定，以后可直接使用第三方登录。"
      />
      <CredentialFields proof={proof} />
      <ProofSubmitButton proof={proof}>绑定并登录</ProofSubmitButton>
      <div className="login-links">
        <Button type="link" onClick={onCancel}>
          返回登录
        </Button>
      </div>
    </Form>
  );
}
