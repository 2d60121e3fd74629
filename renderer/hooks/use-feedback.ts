import { App, message as staticMessage, Modal } from 'antd';
import { wasNotified } from '../data-provider';
import { texts } from '../texts';

/**
 * antd's message and modal APIs: the host's <App> context when it mounts one (themed), else the static ones.
 * `fail` shows an error the provider rejected with, unless the host already showed it.
 */
export function useFeedback() {
  const app = App.useApp();
  const message = typeof app.message?.success === 'function' ? app.message : staticMessage;
  const modal = typeof app.modal?.confirm === 'function' ? app.modal : Modal;
  const fail = (error: unknown, fallback: string = texts.operationFailed, level: 'warning' | 'error' = 'warning') => {
    if (wasNotified(error)) return;
    const text = error instanceof Error && error.message ? error.message : fallback;
    void message[level](text);
  };
  return { message, modal, fail };
}
