/** The platform's account login, for an application's sign-in request: account, password, captcha (and the slider after failures). */
import { Button, Form } from 'antd';
import { oauth2App } from '@shared/services';
import { feedback } from '../../app/feedback';
import { fetchResult } from '../../http';
import { CredentialFields, ProofSubmitButton, usePasswordProof, type CredentialValues } from '../user/password-proof';

export function OAuth2LoginForm({ uid }: { uid: string }) {
  const [form] = Form.useForm<CredentialValues>();
  const proof = usePasswordProof(form, '登录失败');

  const submit = (values: CredentialValues) =>
    proof.submit(values, async (credentials) => {
      const { redirectTo } = await fetchResult(oauth2App.interactionLogin, { uid, ...credentials }, { notify: false });
      // Back through the authorisation server, which sends the browser to the application with its code.
      window.location.assign(redirectTo);
    });

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
      <CredentialFields proof={proof} />
      <ProofSubmitButton proof={proof}>登录并授权</ProofSubmitButton>
      <Form.Item style={{ textAlign: 'center' }}>
        <Button type="link" onClick={() => void cancel()}>
          取消，返回应用
        </Button>
      </Form.Item>
    </Form>
  );
}
