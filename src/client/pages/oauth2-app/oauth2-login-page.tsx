/**
 * /oauth2-app/login?uid= (000 §1 "OAuth2 app", §2.1, no login): a registered application asked the platform's
 * authorisation server to sign its user in; the user signs in here with the platform account and goes back to the
 * application with a code. docs/operators.md "OAuth2 authorisation server".
 */
import { useEffect, useState } from 'react';
import { Alert, Spin, Typography } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { oauth2App } from '@shared/services';
import { appConfig } from '../../config';
import { fetchResult } from '../../http';
import { OAuth2LoginForm } from './oauth2-login-form';
import '../user/user-layout.css';

const SCOPE_TEXTS: Record<string, string> = { openid: '您的用户标识', profile: '姓名和账号', phone: '手机号' };
export const NO_REQUEST = '缺少登录请求，请回到应用重新发起登录';

type State = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready'; details: oauth2App.InteractionDetailsResult };

export default function OAuth2LoginPage() {
  const uid = useSearchParams()[0].get('uid') ?? '';
  const [state, setState] = useState<State>(uid ? { kind: 'loading' } : { kind: 'failed', message: NO_REQUEST });

  useEffect(() => {
    if (!uid) return;
    fetchResult(oauth2App.interactionDetails, { uid }, { notify: false }).then(
      (details) => setState({ kind: 'ready', details }),
      (e: unknown) => setState({ kind: 'failed', message: e instanceof Error ? e.message : NO_REQUEST }),
    );
  }, [uid]);

  return (
    <div className="user-layout">
      <div className="user-layout__box">
        <h1 className="user-layout__title">{appConfig.title}</h1>
        {state.kind === 'loading' && (
          <div style={{ textAlign: 'center', margin: '32px 0' }}>
            <Spin /> 正在读取登录请求...
          </div>
        )}
        {state.kind === 'failed' && <Alert type="warning" showIcon message="无法登录" description={state.message} style={{ marginBottom: 24 }} />}
        {state.kind === 'ready' && (
          <>
            <Alert
              type="info"
              style={{ marginBottom: 24 }}
              message="一个应用请求使用您的平台账号登录"
              description={
                <>
                  <div>
                    应用：<Typography.Text strong>{state.details.clientName}</Typography.Text>
                  </div>
                  <div>登录后该应用将获得：{state.details.scopes.map((s) => SCOPE_TEXTS[s] ?? s).join('、')}</div>
                </>
              }
            />
            <OAuth2LoginForm uid={uid} />
          </>
        )}
      </div>
      <footer className="user-layout__footer">
        Copyright © {new Date().getFullYear()} {appConfig.title}
      </footer>
    </div>
  );
}
