/** Whether the change-password prompt is due after login (000 §4, 001 §2). */
import type { LoginResult } from '@shared/services';

export async function passwordChangeDue(result: Pick<LoginResult, 'updatePwd'>, password: string, isEasy: (pwd: string) => Promise<boolean>): Promise<boolean> {
  if (result.updatePwd === true) return true;
  // updatePwd false hides the prompt unless the password just used is too simple; a failed check shows nothing.
  return isEasy(password).catch(() => false);
}
