import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Secrets at rest (gateway secrets, data source passwords): AES-256-GCM with a key derived from SECRET_KEY. A stored
 * value is `enc:v1:` + base64(iv | tag | ciphertext), so a tampered value or one written under another key fails to
 * open instead of yielding garbage. Routes never answer the value: they answer MASK (secret-fields.ts).
 */
export const MASK = '******';
const PREFIX = 'enc:v1:';
/** Development only: docs/operators.md warns to set SECRET_KEY in production; the server logs a warning while it is in use. */
export const DEVELOPMENT_SECRET_KEY = 'zhdj-development-secret-key-change-me';

let key = deriveKey(DEVELOPMENT_SECRET_KEY);

function deriveKey(secret: string): Buffer {
  return createHash('sha256').update(secret, 'utf8').digest();
}

/** Sets the key of this process (from the configuration, at start). */
export function configureSecretKey(secret: string): void {
  key = deriveKey(secret || DEVELOPMENT_SECRET_KEY);
}

export function isSealed(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith(PREFIX);
}

export function seal(plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

/** The plain text of a sealed value; empty for none; throws (in Chinese) when it cannot be opened. */
export function open(stored: string | null | undefined): string {
  if (!stored) return '';
  if (!isSealed(stored)) throw new Error('保存的密钥格式不正确');
  const raw = Buffer.from(stored.slice(PREFIX.length), 'base64');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    throw new Error('无法解密保存的密钥（SECRET_KEY 是否已更换？）');
  }
}
