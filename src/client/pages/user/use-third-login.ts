/**
 * What the server's third-party callback handed the login page in its query: a one-time login token (log in and
 * open the wanted page), a binding token (show the binding form) or a refusal (show it). The values leave the
 * address bar (and the history) before anything else happens; `redirect` stays.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { feedback } from '../../app/feedback';
import { thirdTokenLogin } from '../../features/account/third-login';
import { endSession } from '../../stores/end-session';
import { session } from '../../stores/session';
import { plainLoginPath, takeHandOver } from './hand-over';

/** A binding to offer: only its token and type come from the address; the names shown come from the server. */
export interface ThirdBinding {
  thirdType: string;
  bindToken: string;
}

// thirdProvider and thirdName: links of older versions (and planted ones) lose them too, unread.
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
    if (error) feedback.notification.error({ message: '第三方登录失败', description: error, duration: 6 });
    if (token) {
      const refused = (e: unknown) =>
        feedback.notification.error({ message: '第三方登录失败', description: e instanceof Error ? e.message : '请稍后重试', duration: 6 });
      takeHandOver({ token, redirect, login: () => thirdTokenLogin(token, thirdType), refused }, navigate).then((leaving) => !leaving && setEntering(false));
      return;
    }
    // A binding replaces a session open in this browser, as a login does (hand-over.ts).
    if (bindToken && session.token) endSession();
    navigate(plainLoginPath(redirect), { replace: true });
    if (bindToken) setBinding({ thirdType, bindToken });
  }, [token, params, navigate]);

  // Stable: the binding form fetches its names once per binding, not once per render.
  const cancelBinding = useCallback(() => setBinding(null), []);
  return { entering, binding, cancelBinding };
}
