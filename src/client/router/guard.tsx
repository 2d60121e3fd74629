/** Applies the access rules to every navigation; loads the menu when a token has none yet. */
import { useEffect, useRef, type ReactNode } from 'react';
import { Spin } from 'antd';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { casLogin, casLoginUrl } from '../features/account/cas-login';
import { loadPermissions, logout } from '../features/account/session-actions';
import { showError } from '../http';
import { permissions } from '../stores/permissions';
import { session, tenantChoiceDue } from '../stores/session';
import { sso } from '../stores/sso';
import { decide, localLoginRedirect, loginRedirect, type GuardDecision } from './guard-rules';
import { lazyPage, PageFrame } from './lazy-page';

// The wizard, the renderer and the map come with it: only new community officials download them here.
const SetupWizard = lazyPage('setup-wizard', () => import('../features/guide/setup-wizard'));
// Only a session that must change its password or choose a tenant needs these: the login page loads without them.
const ForcedPasswordChange = lazyPage('forced-password-change', () =>
  import('../features/account/forced-password-change').then((m) => ({ default: m.ForcedPasswordChange })),
);
const TenantChoicePage = lazyPage('tenant-choice', () => import('../features/account/tenant-modal').then((m) => ({ default: m.TenantChoicePage })));

export function Guard({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const { token, showChangePassword, newUser, tenantId, tenantList } = useSnapshot(session);
  const { menu } = useSnapshot(permissions);
  const ssoStatus = useSnapshot(sso).status;
  const fullPath = location.pathname + location.search;
  const decision = decide({
    pathname: location.pathname,
    fullPath,
    hasToken: !!token,
    menuLoaded: menu !== null,
    passwordChangeDue: showChangePassword,
    guideDue: newUser,
    tenantChoiceDue: tenantChoiceDue({ tenantId, tenantList: [...tenantList] }),
    sso: ssoStatus,
  });
  const loading = useRef(false);
  useSingleSignOn(decision);

  useEffect(() => {
    if (decision.kind !== 'load-menu' || loading.current) return;
    loading.current = true;
    loadPermissions()
      .catch(async (e: unknown) => {
        showError(e);
        // A failed menu fetch logs out and goes to login with the redirect (000 §2.2).
        await logout();
        // Under CAS the local login: the CAS login would hand out a new ticket at once, and round it would go.
        navigate(sso.status === 'on' ? localLoginRedirect(fullPath) : loginRedirect(fullPath), { replace: true });
      })
      .finally(() => {
        loading.current = false;
      });
  }, [decision.kind, fullPath, navigate]);

  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.kind === 'change-password')
    return (
      <PageFrame>
        <ForcedPasswordChange />
      </PageFrame>
    );
  if (decision.kind === 'choose-tenant')
    return (
      <PageFrame>
        <TenantChoicePage />
      </PageFrame>
    );
  if (decision.kind === 'wait' || decision.kind === 'sso-login' || decision.kind === 'sso-ticket') return <Spin size="large" tip="正在登录..." fullscreen />;
  if (decision.kind === 'load-menu') return <Spin size="large" tip="加载中..." fullscreen />;
  if (decision.kind === 'guide')
    return (
      <PageFrame>
        <SetupWizard />
      </PageFrame>
    );
  return <>{children}</>;
}

/** CAS (000 §2.2): off to the CAS login, or back from it with a ticket that the server validates. */
function useSingleSignOn(decision: GuardDecision): void {
  const navigate = useNavigate();
  const validating = useRef<string | null>(null);
  const leaving = useSnapshot(sso).leaving;
  const target = decision.kind === 'sso-login' && !leaving ? decision.path : null;
  const ticket = decision.kind === 'sso-ticket' ? decision : null;

  useEffect(() => {
    if (target !== null) window.location.assign(casLoginUrl(target));
  }, [target]);

  useEffect(() => {
    if (!ticket || validating.current === ticket.ticket) return;
    validating.current = ticket.ticket;
    casLogin(ticket.ticket, ticket.path)
      // The ticket leaves the address bar (and the history): the wanted page opens with the stored session.
      .then(() => navigate(ticket.path, { replace: true }))
      .catch((e: unknown) => {
        showError(e, '登录失败');
        // The local login, not CAS again: CAS would hand out another ticket the server refuses the same way.
        navigate(localLoginRedirect(ticket.path), { replace: true });
      });
  }, [ticket?.ticket, ticket?.path, navigate]); // eslint-disable-line react-hooks/exhaustive-deps
}
