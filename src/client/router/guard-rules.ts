/** The access rules of 000 §2.2 as one pure decision. */
import { appConfig } from '../config';

const FIXED_PUBLIC = ['/user', '/oauth2-app/login', '/srepStatistics', '/gridPersonList', '/test/home', '/404'];

export function publicPaths(extraPath: string = appConfig.extraPublicPath): string[] {
  return extraPath ? [...FIXED_PUBLIC, extraPath] : FIXED_PUBLIC;
}

export function isPublicPath(pathname: string, paths = publicPaths()): boolean {
  return paths.some((p) => pathname === p || pathname.startsWith(p + '/'));
}

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string }
  /** Token present, menu not loaded: fetch it, build the routes, then show the requested path. */
  | { kind: 'load-menu' }
  /** The password must change first: only the change-password dialog shows, then the requested path. */
  | { kind: 'change-password' }
  /** The login offered several tenants: only the tenant choice shows, then the requested path. */
  | { kind: 'choose-tenant' }
  /** A new community official: the setup wizard shows instead of the workspace until it is finished (001 §1). */
  | { kind: 'guide' }
  /** CAS is on and there is no session: off to the CAS login, which returns to `path` with a ticket (000 §2.2). */
  | { kind: 'sso-login'; path: string }
  /** The CAS server returned with a ticket for `path`: validate it, then go on to `path`. */
  | { kind: 'sso-ticket'; ticket: string; path: string }
  /** Whether CAS is on is not known yet: wait for the init parameter before sending anyone anywhere. */
  | { kind: 'wait' };

export interface GuardInput {
  pathname: string;
  /** Path with query string: what the redirect parameter holds. */
  fullPath: string;
  hasToken: boolean;
  menuLoaded: boolean;
  /** The change-password dialog is due (updatePwd, or an easy password). */
  passwordChangeDue?: boolean;
  /** The new-user flag is set: the setup wizard is due. */
  guideDue?: boolean;
  /** The login offered several tenants and none is chosen yet. */
  tenantChoiceDue?: boolean;
  loginPath?: string;
  homePath?: string;
  paths?: string[];
  /** CAS single sign-on: 'unknown' until the init parameter answered. Absent: off. */
  sso?: 'unknown' | 'on' | 'off';
}

export function loginRedirect(fullPath: string, loginPath = appConfig.loginPath): string {
  return `${loginPath}?redirect=${encodeURIComponent(fullPath)}`;
}

const queryOf = (fullPath: string) => new URLSearchParams(fullPath.split('?')[1] ?? '');

/** The login page with ?local=1: the account and password login, kept reachable for administrators under CAS. */
export const LOCAL_LOGIN = 'local';

export function localLoginRedirect(fullPath: string, loginPath = appConfig.loginPath): string {
  return `${loginPath}?${LOCAL_LOGIN}=1&redirect=${encodeURIComponent(fullPath)}`;
}

/**
 * The router path (and query) the CAS server returned to, without the ticket it appended at the end; the rest of
 * the query stays byte for byte as it was sent, since it is part of the ticket's service.
 */
export function splitTicket(fullPath: string): { path: string; ticket: string | null } {
  const m = /[?&]ticket=([^&#]*)$/.exec(fullPath);
  if (!m) return { path: fullPath, ticket: null };
  let ticket: string;
  try {
    ticket = decodeURIComponent(m[1]);
  } catch {
    ticket = m[1];
  }
  return { path: fullPath.slice(0, m.index), ticket: ticket || null };
}

/**
 * Query parameters with which a login page is handed a session to process (use-second-login, use-third-login): the
 * second login's `token` (000 §3), the third-party callback's one-time login token `thirdToken`, its binding token
 * `thirdBind` and its refusal `thirdError`.
 */
export const HAND_OVER_PARAMS = ['token', 'thirdToken', 'thirdBind', 'thirdError'] as const;

/** The login page was handed something to process (a session, a binding or a refusal), not merely opened. */
export function handsOver(query: URLSearchParams): boolean {
  return HAND_OVER_PARAMS.some((p) => query.get(p));
}

/**
 * Under CAS, a visitor without a session goes to the CAS login instead of ours (000 §2.2): from a workspace path,
 * and from the login page itself unless it asks for the local login (local=1) or is handed something (handsOver).
 * The CAS server returns with ?ticket= appended.
 */
function ssoDecision(input: GuardInput, loginPath: string, homePath: string): GuardDecision | null {
  if (!input.sso || input.sso === 'off') return null;
  const query = queryOf(input.fullPath);
  const onLogin = input.pathname === loginPath;
  // The login page waits for the answer even when handed something, and even with a session open that the hand-over
  // replaces: mounted at once, the page ends that session and takes its parameters out of the address bar, the plain
  // login path without a session then waits, and the page mounts anew without its state.
  if (input.sso === 'unknown' && onLogin && query.get(LOCAL_LOGIN) !== '1' && (!input.hasToken || handsOver(query))) return { kind: 'wait' };
  if (input.hasToken) return null;
  const { path, ticket } = splitTicket(input.fullPath);
  const wantsSso = ticket ? true : onLogin ? query.get(LOCAL_LOGIN) !== '1' && !handsOver(query) : !isPublicPath(input.pathname, input.paths);
  if (!wantsSso) return null;
  if (input.sso === 'unknown') return { kind: 'wait' };
  if (ticket) return { kind: 'sso-ticket', ticket, path };
  return { kind: 'sso-login', path: onLogin ? afterLoginPath(query.get('redirect'), homePath) : input.fullPath };
}

export function decide(input: GuardInput): GuardDecision {
  const loginPath = input.loginPath ?? appConfig.loginPath;
  const homePath = input.homePath ?? appConfig.homePath;
  const sso = ssoDecision(input, loginPath, homePath);
  if (sso) return sso;
  // A logged-in user on the login path goes home (000 §2.2), unless the page is handed something: else a second-login
  // or third-party link opened in a browser with another session open would be ignored. The login page ends the open
  // session before it processes a handed session (which replaces it); a refusal is shown, then this sends them home.
  if (input.hasToken && input.pathname === loginPath && !handsOver(queryOf(input.fullPath))) return { kind: 'redirect', to: homePath };
  if (isPublicPath(input.pathname, input.paths)) return { kind: 'allow' };
  if (!input.hasToken) return { kind: 'redirect', to: loginRedirect(input.fullPath, loginPath) };
  if (input.passwordChangeDue) return { kind: 'change-password' };
  if (input.tenantChoiceDue) return { kind: 'choose-tenant' };
  if (!input.menuLoaded) return { kind: 'load-menu' };
  if (input.guideDue) return { kind: 'guide' };
  return { kind: 'allow' };
}

/** Where to go after login: the redirect parameter if it is a path of this app, else home. */
export function afterLoginPath(redirect: string | null | undefined, homePath = appConfig.homePath): string {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\')) return homePath;
  const login: string = appConfig.loginPath;
  if (redirect === login || redirect.startsWith(login + '?')) return homePath;
  return redirect;
}
