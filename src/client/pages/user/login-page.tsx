/**
 * The login page (000 §1, §2): account or phone login, links to 忘记密码 and 注册账户; a `token` query parameter
 * (another page or system of the platform handing its session over) is a second login without a password, replacing
 * any session open in this browser. Third-party login: the provider buttons, and the outcome of the provider's
 * callback (use-third-login.ts).
 */
import { useEffect, useState } from 'react';
import { Spin } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { secondLogin } from '../../features/account/login-variants';
import { showError } from '../../http';
import { sso } from '../../stores/sso';
import { lazyPage, PageFrame } from '../../router/lazy-page';
import { AccountLoginForm } from './account-login-form';
import { plainLoginPath, takeHandOver } from './hand-over';
import { LoginTabs } from './login-tabs';
import { ThirdLoginArea } from './third-login-area';
import { useThirdLogin, type ThirdBinding } from './use-third-login';

// The account form is what most visitors use: the phone tab and a third-party binding load when they are opened.
const PhoneLoginForm = lazyPage('phone-login-form', () => import('./phone-login-form').then((m) => ({ default: m.PhoneLoginForm })));
const ThirdBindForm = lazyPage<{ binding: ThirdBinding; onCancel(): void }>('third-bind-form', () =>
  import('./third-bind-form').then((m) => ({ default: m.ThirdBindForm })),
);

function useSecondLogin(): boolean {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token');
  const [busy, setBusy] = useState(!!token);

  useEffect(() => {
    if (!token) return;
    const handOver = { token, redirect: params.get('redirect'), login: () => secondLogin(token), refused: (e: unknown) => showError(e, '登录失败') };
    takeHandOver(handOver, navigate).then((leaving) => !leaving && setBusy(false));
  }, [token, params, navigate]);
  return busy;
}

export default function LoginPage() {
  const entering = useSecondLogin();
  const third = useThirdLogin();
  const ssoOn = useSnapshot(sso).status === 'on';
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  if (entering || third.entering)
    return (
      <div style={{ textAlign: 'center', margin: '48px 0' }}>
        <Spin /> 正在登录...
      </div>
    );
  if (third.binding)
    return (
      <PageFrame>
        <ThirdBindForm binding={third.binding} onCancel={third.cancelBinding} />
      </PageFrame>
    );
  return (
    <>
      <LoginTabs
        items={[
          { key: 'account', label: '账号密码登录', children: <AccountLoginForm /> },
          {
            key: 'phone',
            label: '手机号登录',
            children: (
              <PageFrame>
                <PhoneLoginForm />
              </PageFrame>
            ),
          },
        ]}
      />
      <div className="login-links">
        <Link to="/user/alteration">忘记密码</Link>
        <Link to="/user/register">注册账户</Link>
      </div>
      {/* Under CAS this page is the local login (?local=1); the login page without it goes to CAS (guard-rules.ts). */}
      {ssoOn && (
        <div className="login-links">
          <Link to={plainLoginPath(redirect)}>统一身份认证登录</Link>
        </div>
      )}
      <ThirdLoginArea redirect={redirect} />
    </>
  );
}
