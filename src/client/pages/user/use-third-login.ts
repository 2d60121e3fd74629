/**
 * What the server's third-party callback handed the login page in its query: a one-time login token (log in and
 * open the wanted page), a binding token (show the binding form) or a refusal (show it). The values leave the
 * address bar (and the history) before anything else happens; `redirect` stays.
 */
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { feedback } from '../../app/feedback';
import { appConfig } from '../../config';
import { thirdTokenLogin } from '../../features/account/third-login';
import { afterLoginPath } from '../../router/guard-rules';
import { endSession } from '../../stores/end-session';
import { session } from '../../stores/session';
import { takeOnce } from './hand-over-once';

export interface ThirdBinding {
  thirdType: string;
  bindToken: string;
  provider: string;
  name: string;
}

const THIRD_PARAMS = ['thirdToken', 'thirdType', 'thirdBind', 'thirdProvider', 'thirdName', 'thirdError'];

export function useThirdLogin(): { entering: boolean; binding: ThirdBinding | null; cancelBinding(): void } {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('thirdToken');
  const [entering, setEntering] = useState(!!token);
  const [binding, setBinding] = useState<ThirdBinding | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current || !THIRD_PARAMS.some((p) => params.has(p))) return;
    started.current = true;
    const redirect = params.get('redirect');
    const thirdType = params.get('thirdType') ?? '';
    const bindToken = params.get('thirdBind');
    const error = params.get('thirdError');
    // A login or a binding replaces a session open in this browser, as a second login does (guard-rules.ts).
    if ((token || bindToken) && session.token) endSession();
    navigate(redirect ? `/user/login?redirect=${encodeURIComponent(redirect)}` : '/user/login', { replace: true });
    if (error) feedback.notification.error({ message: '第三方登录失败', description: error, duration: 6 });
    if (bindToken) setBinding({ thirdType, bindToken, provider: params.get('thirdProvider') ?? '', name: params.get('thirdName') ?? '' });
    if (token)
      takeOnce(token, () =>
        thirdTokenLogin(token, thirdType)
          // A fresh page load on the target, as the second login does: the stored session loads the menu there.
          .then(() => (window.location.replace(appConfig.basePath + afterLoginPath(redirect).replace(/^\//, '')), true))
          .catch((e: unknown) => {
            feedback.notification.error({ message: '第三方登录失败', description: e instanceof Error ? e.message : '请稍后重试', duration: 6 });
            return false;
          }),
      ).then((leaving) => !leaving && setEntering(false));
  }, [token, params, navigate]);

  return { entering, binding, cancelBinding: () => setBinding(null) };
}
