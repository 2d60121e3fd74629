/**
 * Toasts, notifications and modals, for code outside React (the HTTP interceptors) and for App.useApp(). They are
 * antd's context-aware instances (themed, in Chinese), held by the app shell's feedback host (feedback-host.tsx).
 * That host and antd's message, notification and modal code load with the first toast, not with the login page: a
 * call made before they have arrived is made once they have, and its handle (close, then, destroy, update) acts then.
 */
import type { useAppProps } from 'antd/es/app/context';

export type FeedbackApi = useAppProps;

type Part = keyof FeedbackApi;
type AnyMethod = (...args: unknown[]) => unknown;

let bound: FeedbackApi | null = null;
const waiting: Array<(apis: FeedbackApi) => void> = [];
const wantedListeners = new Set<() => void>();
let wanted = false;

/** Asks the app shell to load the feedback host (once); feedback calls ask by themselves. */
export function requestFeedback(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of wantedListeners) listener();
}

export const feedbackWanted = (): boolean => wanted;

export function onFeedbackWanted(listener: () => void): () => void {
  wantedListeners.add(listener);
  return () => wantedListeners.delete(listener);
}

/**
 * What a call made before the host arrived returns: callable (a message's close), thenable (a message's end) and with
 * a modal's destroy and update, each acting on the real handle once there is one.
 */
function laterHandle(handle: Promise<{ value: unknown }>) {
  const act = (use: (value: any) => unknown) => void handle.then(({ value }) => value && use(value));
  return Object.assign(() => act((close) => typeof close === 'function' && close()), {
    then: (ok?: (v: unknown) => unknown, fail?: (e: unknown) => unknown) => handle.then(({ value }) => value).then(ok, fail),
    destroy: () => act((modal) => modal.destroy?.()),
    update: (config: unknown) => act((modal) => modal.update?.(config)),
  });
}

function part<P extends Part>(name: P): FeedbackApi[P] {
  const call = (method: string, args: unknown[]) => ((bound as FeedbackApi)[name] as unknown as Record<string, AnyMethod>)[method](...args);
  return new Proxy({} as FeedbackApi[P], {
    get: (_target, method) => {
      if (typeof method !== 'string' || method === 'then') return undefined;
      return (...args: unknown[]) => {
        if (bound) return call(method, args);
        requestFeedback();
        return laterHandle(new Promise((resolve) => waiting.push(() => resolve({ value: call(method, args) }))));
      };
    },
  });
}

export const feedback: FeedbackApi = { message: part('message'), notification: part('notification'), modal: part('modal') };

/** The host hands over antd's instances; the calls that waited for them are made now, in order. */
export function bindFeedback(apis: FeedbackApi): void {
  bound = apis;
  for (const run of waiting.splice(0)) run(apis);
}

/** The title of the request layer's notifications. */
export const NOTICE_TITLE = '系统提示';
