// Only the AES part of crypto-js, so the client bundle stays small; aes.js registers AES, CBC and PKCS#7 on core.
import CryptoJS from 'crypto-js/core.js';
import 'crypto-js/aes.js';

const { AES, enc, mode, pad } = CryptoJS;
const Utf8 = enc.Utf8;

/**
 * How a new password travels in POST /PwdvalController/notVerOldPwdupdatePwd (field newPwd): AES-CBC with the
 * configured key (PWD_AES_KEY, 16 characters) used as both key and IV, PKCS#7 padding, base64 text. The client
 * encrypts with encryptPwd and the server decrypts with decryptPwd, so both sides share this one definition.
 * It only keeps the plain text out of casual view; HTTPS is what protects it.
 */
export function encryptPwd(plain: string, key: string): string {
  const k = Utf8.parse(key);
  return AES.encrypt(plain, k, { iv: k, mode: mode.CBC, padding: pad.Pkcs7 }).toString();
}

/** The plain text, or null when the text is not something encryptPwd made with this key. */
export function decryptPwd(cipher: string, key: string): string | null {
  if (!cipher || !/^[A-Za-z0-9+/]+={0,2}$/.test(cipher)) return null;
  const k = Utf8.parse(key);
  try {
    const plain = AES.decrypt(cipher, k, { iv: k, mode: mode.CBC, padding: pad.Pkcs7 }).toString(Utf8);
    return plain || null;
  } catch {
    // A wrong key usually yields bytes that are not UTF-8, which crypto-js reports by throwing.
    return null;
  }
}
