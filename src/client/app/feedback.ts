/**
 * Toasts, notifications and modals for code outside React (the HTTP interceptors). The app root hands over antd's
 * context-aware instances (App.useApp) so they follow the theme and locale; before that, the static functions serve.
 */
import { message as staticMessage, Modal, notification as staticNotification } from 'antd';
import type { useAppProps } from 'antd/es/app/context';

export type FeedbackApi = useAppProps;

export const feedback: FeedbackApi = {
  message: staticMessage as unknown as FeedbackApi['message'],
  notification: staticNotification as unknown as FeedbackApi['notification'],
  modal: Modal as unknown as FeedbackApi['modal'],
};

export function bindFeedback(apis: FeedbackApi): void {
  Object.assign(feedback, apis);
}

/** The title of the request layer's notifications. */
export const NOTICE_TITLE = '系统提示';
