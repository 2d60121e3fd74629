/**
 * A browser's part of an OAuth2 sign-in, for API tests: follows the authorisation server's redirects by hand and
 * keeps its cookies (name, value and path, as a browser sends them), so the interaction cookie really binds the
 * sign-in to this "browser". The client application's part is openid-client's.
 */
export class CookieBrowser {
  private cookies = new Map<string, { value: string; path: string }>();

  constructor(readonly origin: string) {}

  /** One request without following redirects; cookies sent by path, Set-Cookie kept. */
  async request(url: string, init: { method?: string; json?: unknown } = {}): Promise<Response> {
    const target = new URL(url, this.origin);
    const headers: Record<string, string> = {};
    const cookie = [...this.cookies]
      .filter(([, c]) => target.pathname === c.path || target.pathname.startsWith(c.path.endsWith('/') ? c.path : c.path + '/'))
      .map(([n, c]) => `${n}=${c.value}`);
    if (cookie.length) headers.cookie = cookie.join('; ');
    if (init.json !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(target, {
      method: init.method ?? 'GET',
      headers,
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
      redirect: 'manual',
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const eq = pair.indexOf('=');
      const path =
        attrs
          .map((a) => a.trim())
          .find((a) => /^path=/i.test(a))
          ?.slice(5) || '/';
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (!value || attrs.some((a) => /^\s*expires=Thu, 01 Jan 1970/i.test(a))) this.cookies.delete(name);
      else this.cookies.set(name, { value, path });
    }
    return res;
  }

  /** The Location of a redirect answer (absolute), failing the test when the answer is no redirect. */
  async redirectOf(url: string): Promise<string> {
    const res = await this.request(url);
    const location = res.headers.get('location');
    if (res.status < 300 || res.status > 399 || !location)
      throw new Error(`expected a redirect from ${url}, got ${res.status}: ${(await res.text()).slice(0, 300)}`);
    return new URL(location, new URL(url, this.origin)).href;
  }
}
