/** Applies the access rules to every navigation; loads the menu when a token has none yet. */
import { useEffect, useRef, type ReactNode } from 'react';
import { Spin } from 'antd';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { ForcedPasswordChange } from '../features/account/forced-password-change';
import { loadPermissions, logout } from '../features/account/session-actions';
import { showError } from '../http';
import { permissions } from '../stores/permissions';
import { session } from '../stores/session';
import { decide, loginRedirect } from './guard-rules';
import { lazyPage, PageFrame } from './lazy-page';

// The wizard, the renderer and the map come with it: only new community officials download them here.
const SetupWizard = lazyPage('setup-wizard', () => import('../features/guide/setup-wizard'));

export function Guard({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const { token, showChangePassword, newUser } = useSnapshot(session);
  const { menu } = useSnapshot(permissions);
  const fullPath = location.pathname + location.search;
  const decision = decide({ pathname: location.pathname, fullPath, hasToken: !!token, menuLoaded: menu !== null, passwordChangeDue: showChangePassword, guideDue: newUser });
  const loading = useRef(false);

  useEffect(() => {
    if (decision.kind !== 'load-menu' || loading.current) return;
    loading.current = true;
    loadPermissions()
      .catch(async (e: unknown) => {
        showError(e);
        // A failed menu fetch logs out and goes to login with the redirect (000 §2.2).
        await logout();
        navigate(loginRedirect(fullPath), { replace: true });
      })
      .finally(() => {
        loading.current = false;
      });
  }, [decision.kind, fullPath, navigate]);

  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.kind === 'change-password') return <ForcedPasswordChange />;
  if (decision.kind === 'load-menu') return <Spin size="large" tip="加载中..." fullscreen />;
  if (decision.kind === 'guide') return <PageFrame><SetupWizard /></PageFrame>;
  return <>{children}</>;
}
