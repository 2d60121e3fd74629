/**
 * The platform as an OAuth2 / OpenID Connect authorisation server for registered client applications (docs/operators.md
 * "OAuth2 authorisation server"). The protocol endpoints themselves (/api/oauth2/...: discovery, authorisation, token,
 * userinfo, jwks) belong to oidc-provider and are called by the client applications, not by this client; declared
 * here are the sign-in page's calls (/oauth2-app/login?uid=) and 应用接入's own writes.
 */
import { crud, type CrudServices } from './crud.js';
import { get, post } from './define.js';

/**
 * Where the authorisation server sends the browser to sign in: it answers a redirect to the page
 * /zzbpart/oauth2-app/login?uid=, after the server set the interaction cookie for this path.
 */
export const interactionEntry = get<{ uid: string }, never>('/oauth2-app/interaction/{uid}', { base: 'login', timestamp: false });

export interface InteractionDetailsResult {
  uid: string;
  /** The client application's name (应用名称). */
  clientName: string;
  /** The scopes it asked for and may have, e.g. ['openid', 'profile']. */
  scopes: string[];
}
/** The sign-in request waiting under this uid (the browser's interaction cookie must match). */
export const interactionDetails = get<{ uid: string }, InteractionDetailsResult>('/oauth2-app/interaction/{uid}/details', { base: 'login' });

/** Signs in with account and password (the rules of /sys/login); answers where the browser goes next. */
export const interactionLogin = post<
  { uid: string; username: string; password: string; captcha?: string; checkKey?: string; sliderToken?: string },
  { redirectTo: string }
>('/oauth2-app/interaction/{uid}/login', { base: 'login' });

/** The user declines: the application gets access_denied. */
export const interactionAbort = post<{ uid: string }, { redirectTo: string }>('/oauth2-app/interaction/{uid}/abort', { base: 'login' });

/** 系统管理 > 应用接入: list, queryById, edit and the deletes are the sysOauth2Client entity's generic routes. */
export const clients: CrudServices = crud('/sys/oauth2Client');
/** Registers an application; the server makes its client id and secret and answers the secret this once. */
export const addClient = post<Record<string, unknown>, { id: string; clientId: string; clientSecret: string }>('/sys/oauth2Client/add');
/** Replaces an application's secret; the new one is answered this once. */
export const resetSecret = post<{ id: string }, { clientId: string; clientSecret: string }>('/sys/oauth2Client/resetSecret');
