/**
 * The shared form rules of spec 000 §5 and the table presets of 002 §5: one definition each, used by ajv on the
 * server (keyword `x-rule`) and by Formily on the client. Messages are the spec's Chinese texts.
 */
export interface Rule {
  /** Returns true when the value is acceptable. Empty values are accepted: "required" is a separate rule. */
  test(value: string): boolean;
  message: string;
}

const byPattern = (pattern: RegExp, message: string): Rule => ({ test: (v) => pattern.test(v), message });

export const rules: Record<string, Rule> = {
  mobile: byPattern(/^1[34578]\d{9}$/, '请输入正确手机号'),
  // The spec's pattern allows 4 to 18 characters while its message says 6; we keep 4 (existing accounts such as
  // "admin" have 5) and make the message say what the rule does. See README "Validation rules".
  userName: byPattern(/^[A-Za-z0-9_]{4,18}$/, '只允许字母、数字、下划线，长度4到18个字符'),
  email: byPattern(/^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/, '邮箱格式不正确'),
};

export function ruleNames(): string[] {
  return Object.keys(rules);
}
