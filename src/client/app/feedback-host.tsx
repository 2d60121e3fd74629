/**
 * antd's message, notification and modal instances, rendered inside the app's ConfigProvider (theme, Chinese) as
 * antd's App renders them, and handed to feedback.ts. Loaded by the app shell when the first of them is wanted.
 */
import { useEffect } from 'react';
import { message as antdMessage, Modal, notification as antdNotification } from 'antd';
import { bindFeedback } from './feedback';

export default function FeedbackHost() {
  const [message, messageHolder] = antdMessage.useMessage();
  const [notification, notificationHolder] = antdNotification.useNotification();
  const [modal, modalHolder] = Modal.useModal();
  useEffect(() => bindFeedback({ message, notification, modal }), [message, notification, modal]);
  return (
    <>
      {modalHolder}
      {messageHolder}
      {notificationHolder}
    </>
  );
}
