/**
 * What the catalogue's verdicts do (000 §8): notify; log out and reload; or a modal offering to log in again. Inside an
 * enterprise chat app an expired or invalid token (401 or 500) shows a loading message instead, then logs out and reloads.
 */
import type { ErrorVerdict } from './error-catalogue';
import { ERROR_TEXTS } from './error-catalogue';

export interface EffectDeps {
  notify(text: string): void;
  /** Clears the local session. */
  logout(): void;
  reload(): void;
  /** A modal with one button; onOk runs when it is pressed. */
  confirmRelogin(p: { title: string; content: string; okText: string; onOk(): void }): void;
  setTimeout(fn: () => void, ms: number): unknown;
  /** The page runs in an enterprise chat app's browser (enterprise-chat.ts): no modal, it signs in again itself. */
  enterpriseChat?: boolean;
  /** A loading message that stays until the page reloads. */
  loading?(text: string): void;
}

export const RELOAD_DELAY_MS = 1500;

/** Several requests may fail at once with an expired session: the user hears about it once. */
export function createErrorEffects(deps: EffectDeps): (verdict: ErrorVerdict) => void {
  let expiring = false;
  let modalOpen = false;
  const expire = (tell: () => void) => {
    if (expiring) return;
    expiring = true;
    tell();
    deps.logout();
    deps.setTimeout(() => deps.reload(), RELOAD_DELAY_MS);
  };
  return (verdict) => {
    if (verdict.kind === 'notify') return deps.notify(verdict.text);
    // The chat app signs its user in again by itself when the page loads anew: say so and reload. Our server answers
    // a dead token with 401, the spec's backend with 500 Token失效; both mean the same here.
    if (deps.enterpriseChat) return expire(() => deps.loading?.(ERROR_TEXTS.relogging));
    if (verdict.kind === 'expired') return expire(() => deps.notify(verdict.text));
    if (modalOpen) return;
    modalOpen = true;
    deps.confirmRelogin({
      title: ERROR_TEXTS.expiredTitle,
      content: verdict.text,
      okText: ERROR_TEXTS.relogin,
      onOk: () => {
        deps.logout();
        deps.reload();
      },
    });
  };
}
