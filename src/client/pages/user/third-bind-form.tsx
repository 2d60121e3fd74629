/**
 * Binding an external identity to an existing account: the provider has proved who the user is there; the
 * account's username and password (with the captcha, slider and failure limits of the account login) prove the
 * account here. Afterwards the provider's button logs straight in.
 */
import { Alert, Button, Form } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { feedback } from '../../app/feedback';
import { bindThirdAccount } from '../../features/account/third-login';
import { afterLoginPath } from '../../router/guard-rules';
import { greeting } from '../../utils/greeting';
import { CredentialFields, ProofSubmitButton, usePasswordProof, type CredentialValues } from './password-proof';
import type { ThirdBinding } from './use-third-login';

export function ThirdBindForm({ binding, onCancel }: { binding: ThirdBinding; onCancel(): void }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [form] = Form.useForm<CredentialValues>();
  const proof = usePasswordProof(form, '绑定失败');

  const submit = (values: CredentialValues) =>
    proof.submit(values, async (credentials) => {
      const result = await bindThirdAccount(binding.thirdType, binding.bindToken, credentials);
      feedback.notification.success({ message: '绑定成功', description: `${greeting()}，欢迎回来，${result.userInfo.realname || result.userInfo.username}` });
      navigate(afterLoginPath(params.get('redirect')), { replace: true });
    });

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
