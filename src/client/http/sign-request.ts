/** The signature headers of a signed call; loaded on the first signed call, so MD5 stays out of the login page. */
import { signTimestamp } from '@shared/time';
import { DEFAULT_SIGN_SECRET, signParams } from '@validators/sign';

export function signatureHeaders(url: string, params: Record<string, unknown>, secret: string, now: number): { 'X-Sign': string; 'X-TIMESTAMP': string } {
  return { 'X-Sign': signParams(url, params, secret || DEFAULT_SIGN_SECRET), 'X-TIMESTAMP': signTimestamp(now) };
}
