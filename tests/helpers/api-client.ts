import type { Envelope } from '../../src/shared/envelope.js';
import { TEST_PASSWORD } from './server.js';

export interface Answer<T = any> {
  status: number;
  body: Envelope<T>;
  headers: Headers;
}

type Query = Record<string, string | number | boolean | undefined>;

/** A small fetch client for API tests: real HTTP, JSON in, the envelope out. */
export class ApiClient {
  constructor(readonly base: string) {}

  async request<T = any>(
    method: string,
    path: string,
    options: { token?: string; query?: Query; body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<Answer<T>> {
    const url = new URL(this.base + path);
    for (const [k, v] of Object.entries(options.query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v));
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers['X-Access-Token'] = options.token;
    let body: BodyInit | undefined;
    if (options.body instanceof FormData) body = options.body;
    else if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    const res = await fetch(url, { method, headers, body });
    const type = res.headers.get('content-type') ?? '';
    const parsed = type.includes('json') ? await res.json() : ({ raw: await res.arrayBuffer() } as unknown);
    return { status: res.status, body: parsed as Envelope<T>, headers: res.headers };
  }

  get<T = any>(path: string, query?: Query, token?: string) {
    return this.request<T>('GET', path, { query, token });
  }

  post<T = any>(path: string, body: unknown, token?: string) {
    return this.request<T>('POST', path, { body, token });
  }

  put<T = any>(path: string, body: unknown, token?: string) {
    return this.request<T>('PUT', path, { body, token });
  }

  delete<T = any>(path: string, query?: Query, token?: string) {
    return this.request<T>('DELETE', path, { query, token });
  }

  /** Logs a seeded account in and returns its token. */
  async login(username: string, password = TEST_PASSWORD): Promise<string> {
    const r = await this.post('/sys/login', { username, password });
    if (!r.body.success) throw new Error(`login ${username} failed: ${r.body.message}`);
    return r.body.result.token as string;
  }
}
