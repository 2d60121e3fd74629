/** The login page's 第三方登录 area: one button per provider the server has configured, nothing when none is. */
import { useEffect, useState } from 'react';
import type { thirdLogin } from '@shared/services';
import { thirdProviders } from '../../features/account/third-login';
import { lazyPage, PageFrame } from '../../router/lazy-page';

// Most deployments configure no provider: their login page does not download the buttons.
const ThirdLoginButtons = lazyPage<{ providers: thirdLogin.ThirdProviderInfo[]; redirect: string | null }>(
  'third-login-buttons',
  () => import('./third-login-buttons'),
);

export function ThirdLoginArea({ redirect }: { redirect: string | null }) {
  const [providers, setProviders] = useState<thirdLogin.ThirdProviderInfo[]>([]);
  useEffect(() => {
    let live = true;
    void thirdProviders().then((list) => live && setProviders(list));
    return () => {
      live = false;
    };
  }, []);
  if (!providers.length) return null;
  return (
    <PageFrame fallback={null}>
      <ThirdLoginButtons providers={providers} redirect={redirect} />
    </PageFrame>
  );
}
