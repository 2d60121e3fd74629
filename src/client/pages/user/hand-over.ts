/**
 * A session handed to the login page in its address (second login's `token`, third-party login's `thirdToken`):
 * taken once per page load. The page can mount again while the address still holds the credential, and a second
 * run would end the session the first one stored.
 */
import type { NavigateFunction } from 'react-router-dom';
import { appConfig } from '../../config';
import { afterLoginPath, loginRedirect } from '../../router/guard-rules';
import { endSession } from '../../stores/end-session';
import { session } from '../../stores/session';

export interface HandOver {
  /** The one-time credential in the address; a second take of the same one joins the first. */
  token: string;
  /** Where to go once logged in (the `redirect` parameter). */
  redirect: string | null;
  /** Stores the session the credential stands for; rejects when the server refuses it. */
  login(): Promise<unknown>;
  /** Shows why the server refused it. */
  refused(e: unknown): void;
}

const runs = new Map<string, Promise<boolean>>();

/** The login page without hand-over parameters, keeping where to go afterwards. */
export const plainLoginPath = (redirect: string | null): string => (redirect ? loginRedirect(redirect) : appConfig.loginPath);

/** Takes the handed session unless it was taken already; resolves true when the page is leaving for the workspace. */
export function takeHandOver(handOver: HandOver, navigate: NavigateFunction): Promise<boolean> {
  let run = runs.get(handOver.token);
  if (!run) {
    run = take(handOver, navigate);
    runs.set(handOver.token, run);
  }
  return run;
}

function take({ redirect, login, refused }: HandOver, navigate: NavigateFunction): Promise<boolean> {
  // The handed session replaces an open one (guard-rules.ts lets the link through): ended first, so the guard keeps
  // this page while the credential is checked, and no request of the old session lands meanwhile.
  if (session.token) endSession();
  // The credential leaves the address bar (and the history) before anything else happens.
  navigate(plainLoginPath(redirect), { replace: true });
  return (
    login()
      // A fresh page load on the target: the session is stored, so it loads the menu and opens that page (the
      // guard's own redirect of a logged-in user on the login path would otherwise race this navigation).
      .then(() => (window.location.replace(appConfig.basePath + afterLoginPath(redirect).replace(/^\//, '')), true))
      .catch((e: unknown) => (refused(e), false))
  );
}
