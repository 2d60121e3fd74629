import { signParams } from '../../validators/sign.js';
import { signTimestamp } from '../../src/shared/time.js';
import type { TestServer } from './server.js';

type Query = Record<string, string | number | boolean | undefined>;

export interface SignOptions {
  /** Sign at this moment (default now). */
  at?: number;
  /** Send this X-Sign instead of the right one. */
  sign?: string;
  /** Send this X-TIMESTAMP text instead of the moment's. */
  timestamp?: string;
  /** Leave a header out. */
  omit?: 'X-Sign' | 'X-TIMESTAMP';
}

/** A GET carrying X-Sign and X-TIMESTAMP computed as the client does (000 §7.1), with the server's secret. */
export function signedGet(s: Pick<TestServer, 'api' | 'config'>, path: string, query: Query = {}, token?: string, options: SignOptions = {}) {
  const params = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined));
  const headers: Record<string, string> = {
    'X-Sign': options.sign ?? signParams(path, params, s.config.signSecret),
    'X-TIMESTAMP': options.timestamp ?? signTimestamp(options.at),
  };
  if (options.omit) delete headers[options.omit];
  return s.api.request('GET', path, { query, token, headers });
}
