/** Password rules of spec 000 §5 and 001 §5, shared by the change-password forms and the server. */
export const PASSWORD_MESSAGE = '密码由8位数字、大小写字母和特殊符号组成!';
export const CONFIRM_REQUIRED = '请再次输入新密码';
export const CONFIRM_MISMATCH = '两次输入新密码不一致!';
export const CONFIRM_MISMATCH_DIALOG = '两次输入的密码不一样！';
export const TOO_SIMPLE = '密码过于简单，请重新设置密码！';
export const NO_LOGIN_USER = '当前系统无登录用户!';

const SPECIAL = /[^A-Za-z0-9]/;

/** The shell's rule: at least 8 characters with a letter, a digit and a special symbol. */
export function isPasswordOk(p: string): boolean {
  return p.length >= 8 && /[A-Za-z]/.test(p) && /\d/.test(p) && SPECIAL.test(p);
}

/** The change-password dialog's rule: additionally both lower and upper case. The server enforces this one. */
export function isPasswordStrict(p: string): boolean {
  return isPasswordOk(p) && /[a-z]/.test(p) && /[A-Z]/.test(p);
}

const COMMON = ['password', 'passw0rd', 'admin', 'qwerty', 'abc123', '123456', '12345678', 'p@ssw0rd', 'iloveyou', 'welcome'];

/** "Too simple": fails the strict rule, contains the account name, or is a well-known password with decorations. */
export function isEasyPassword(p: string, username?: string): boolean {
  if (!isPasswordStrict(p)) return true;
  const lower = p.toLowerCase();
  if (username && username.length >= 3 && lower.includes(username.toLowerCase())) return true;
  const core = lower.replace(/[^a-z0-9@]/g, '');
  return COMMON.some((c) => core === c || (core.startsWith(c) && core.length - c.length <= 3));
}
