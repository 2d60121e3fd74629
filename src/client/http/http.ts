/**
 * The app's HTTP client, wired to the session store, the router location and antd feedback: the login page's calls
 * go by fetch (fetch-request.ts), everything else through axios (create-http.ts), loaded with the first such call.
 */
import type { AxiosInstance } from 'axios';
import { appConfig } from '../config';
import { feedback, NOTICE_TITLE } from '../app/feedback';
import { session } from '../stores/session';
import { endSession } from '../stores/end-session';
import type { Requester } from './call';
import { createErrorEffects } from './error-effects';
import { isEnterpriseChat } from './enterprise-chat';
import { fetchRequest, goesByFetch } from './fetch-request';
import type { HttpOptions } from './http-failure';

/** Router path of the current page, without the base path. */
export function routerPathname(): string {
  if (typeof location === 'undefined') return '/';
  const base = appConfig.basePath.replace(/\/$/, '');
  return location.pathname.startsWith(base) ? location.pathname.slice(base.length) || '/' : location.pathname;
}

export const showErrorVerdict = createErrorEffects({
  notify: (text) => feedback.notification.error({ message: NOTICE_TITLE, description: text, duration: 4 }),
  logout: endSession,
  reload: () => window.location.reload(),
  confirmRelogin: ({ title, content, okText, onOk }) => feedback.modal.error({ title, content, okText, mask: false, onOk }),
  setTimeout: (fn, ms) => window.setTimeout(fn, ms),
  enterpriseChat: typeof navigator !== 'undefined' && isEnterpriseChat(navigator.userAgent),
  loading: (text) => void feedback.message.loading(text, 0),
});

const options: HttpOptions = {
  timeoutMs: appConfig.timeoutMs,
  context: () => ({
    token: session.token,
    tenantId: session.tenantId,
    pathname: routerPathname(),
    loginBase: appConfig.loginBase,
    backendBase: session.backendBase || appConfig.apiBase,
    signSecret: appConfig.signSecret,
    now: Date.now(),
  }),
  onError: showErrorVerdict,
};

let axiosHttp: Promise<AxiosInstance> | undefined;
const loadAxios = () => (axiosHttp ??= import('./create-http').then(({ createHttp }) => createHttp(options)));

export const http: Requester = {
  request: (config) => (goesByFetch(config) ? fetchRequest(config, options) : loadAxios().then((client) => client.request(config))),
};
