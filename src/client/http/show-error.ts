import { feedback } from '../app/feedback';
import { isApiError } from './api-error';

/** Shows a failure as an error toast unless the request layer already notified it. */
export function showError(error: unknown, fallback = '操作失败'): void {
  if (isApiError(error) && error.notified) return;
  const text = error instanceof Error && error.message ? error.message : fallback;
  feedback.message.error(text);
}
