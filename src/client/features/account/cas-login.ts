/** CAS single sign-on in the browser (000 §2.2): the CAS login and logout addresses and the ticket's validation. */
import { loginVariants, type LoginResult } from '@shared/services';
import { appConfig } from '../../config';
import { fetchResult } from '../../http';
import { passwordlessLogin } from './login-variants';
import { sso } from '../../stores/sso';

/** The address the CAS server returns to for a router path (with its query): the client's public base + path. */
export function casService(routerPath: string, base = sso.serviceUrl || window.location.origin + appConfig.basePath): string {
  return base.replace(/\/$/, '') + (routerPath.startsWith('/') ? routerPath : '/' + routerPath);
}

export function casLoginUrl(routerPath: string): string {
  return `${sso.serverUrl}/login?service=${encodeURIComponent(casService(routerPath))}`;
}

/** After the CAS logout the user may come back to the app's root, which sends them to the CAS login again. */
export function casLogoutUrl(): string {
  return `${sso.serverUrl}/logout?service=${encodeURIComponent(casService('/'))}`;
}

/** Validates the ticket through the server and stores the session as every login does. */
export const casLogin = (ticket: string, routerPath: string): Promise<LoginResult> =>
  passwordlessLogin(() => fetchResult(loginVariants.casValidateLogin, { ticket, service: casService(routerPath) }, { notify: false }));
