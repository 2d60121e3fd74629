/**
 * Whether CAS single sign-on is on (000 §2.2), as the app-wide init parameter says: 'unknown' until it has
 * answered, then 'on' or 'off' (a failed init call counts as off, so the local login stays usable).
 */
import { proxy } from 'valtio';
import type { InitParam } from '@shared/services';

export interface SsoState {
  status: 'unknown' | 'on' | 'off';
  /** The CAS server, e.g. https://cas.example.org/cas. */
  serverUrl: string;
  /** The client's public address the tickets are for; empty: this page's origin and base path. */
  serviceUrl: string;
  /** The department prompt of 000 §6 was shown in this page load. */
  departPrompted: boolean;
  /** On the way to the CAS logout: the guard must not send the now session-less page to the CAS login meanwhile. */
  leaving: boolean;
}

export const sso = proxy<SsoState>({ status: 'unknown', serverUrl: '', serviceUrl: '', departPrompted: false, leaving: false });

export function setSsoFromInitParam(param: InitParam | null): void {
  const cas = param?.cas;
  sso.serverUrl = cas?.serverUrl ?? '';
  sso.serviceUrl = cas?.serviceUrl ?? '';
  sso.status = cas?.serverUrl ? 'on' : 'off';
}
