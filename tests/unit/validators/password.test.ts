import { describe, expect, it } from 'vitest';
import { isEasyPassword, isPasswordOk, isPasswordStrict } from '../../../validators/password.js';

describe('password rules (spec 000 §5, 001 §5)', () => {
  it('shell rule: 8+ characters with a letter, a digit and a special symbol', () => {
    expect(isPasswordOk('abcdef1!')).toBe(true);
    expect(isPasswordOk('abcdefg1')).toBe(false);
    expect(isPasswordOk('abc1!')).toBe(false);
  });

  it('dialog rule additionally needs lower and upper case', () => {
    expect(isPasswordStrict('Abcdef1!')).toBe(true);
    expect(isPasswordStrict('abcdef1!')).toBe(false);
  });

  it('calls weak, name-bearing and well-known passwords too simple', () => {
    expect(isEasyPassword('abcdef1!')).toBe(true);
    expect(isEasyPassword('Admin@2026x', 'admin')).toBe(true);
    expect(isEasyPassword('P@ssw0rd1')).toBe(true);
    expect(isEasyPassword('Zhdj@2026', 'grid01')).toBe(false);
  });
});
