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
  /** A new community official: the setup wizard shows instead of the workspace until it is finished (001 §1). */
  | { kind: 'guide' };

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
  loginPath?: string;
  homePath?: string;
  paths?: string[];
}

export function loginRedirect(fullPath: string, loginPath = appConfig.loginPath): string {
  return `${loginPath}?redirect=${encodeURIComponent(fullPath)}`;
}

export function decide(input: GuardInput): GuardDecision {
  const loginPath = input.loginPath ?? appConfig.loginPath;
  const homePath = input.homePath ?? appConfig.homePath;
  if (input.hasToken && input.pathname === loginPath) return { kind: 'redirect', to: homePath };
  if (isPublicPath(input.pathname, input.paths)) return { kind: 'allow' };
  if (!input.hasToken) return { kind: 'redirect', to: loginRedirect(input.fullPath, loginPath) };
  if (input.passwordChangeDue) return { kind: 'change-password' };
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
