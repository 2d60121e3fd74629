/** Account login (000 §2, §4): account, password, captcha, remember me; afterwards the requested page. */
import { Checkbox, Form } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { feedback } from '../../app/feedback';
import { login } from '../../features/account/session-actions';
import { afterLoginPath } from '../../router/guard-rules';
import { getCached, KEYS, removeCached, setCached } from '../../storage/cache';
import { greeting } from '../../utils/greeting';
import { CredentialFields, ProofSubmitButton, usePasswordProof, type CredentialValues } from './password-proof';

interface Values extends CredentialValues {
  remember: boolean;
}

export function AccountLoginForm() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [form] = Form.useForm<Values>();
  const proof = usePasswordProof(form, '登录失败');
  const remembered = getCached<string>(KEYS.rememberedUser);

  const submit = (values: Values) =>
    proof.submit(values, async (credentials) => {
      const result = await login(credentials);
      // Only the account name is remembered; a password never goes to local storage.
      if (values.remember) setCached(KEYS.rememberedUser, credentials.username);
      else removeCached(KEYS.rememberedUser);
      feedback.notification.success({ message: '欢迎', description: `${greeting()}，欢迎回来，${result.userInfo.realname || result.userInfo.username}` });
      navigate(afterLoginPath(params.get('redirect')), { replace: true });
    });

  return (
    <Form form={form} size="large" onFinish={submit} initialValues={{ username: remembered ?? '', remember: !!remembered }} aria-label="登录">
      <CredentialFields proof={proof} />
      <Form.Item name="remember" valuePropName="checked">
        <Checkbox>记住我</Checkbox>
      </Form.Item>
      <ProofSubmitButton proof={proof}>登 录</ProofSubmitButton>
    </Form>
  );
}
