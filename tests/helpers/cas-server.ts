/**
 * A small CAS server for the tests (node:http): /login shows a trivial page whose link returns to the service with
 * a fresh ticket for the chosen user, /serviceValidate (CAS 2) and /p3/serviceValidate (CAS 3) answer real CAS XML;
 * a ticket is valid once, and only for the service it was issued for. `mode` makes it slow or talk nonsense.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type CasMode = 'normal' | 'slow' | 'malformed' | 'not-cas' | 'huge';

export interface TestCas {
  url: string;
  /** Issues a ticket for `user` at `service`, as the CAS login page would after a successful sign-in. */
  issue(user: string, service: string): string;
  /** The validation requests received (path and query), newest last. */
  calls: URL[];
  mode: CasMode;
  /** The user the login page signs in (the browser test's "typed" account). */
  loginUser: string;
  close(): Promise<void>;
}

const NS = 'http://www.yale.edu/tp/cas';
const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function startCas(): Promise<TestCas> {
  const tickets = new Map<string, { user: string; service: string }>();
  let counter = 0;
  const open = new Set<http.ServerResponse>();
  const cas: TestCas = {
    url: '',
    calls: [],
    mode: 'normal',
    loginUser: 'admin',
    issue(user, service) {
      const ticket = `ST-${++counter}-${Math.random().toString(36).slice(2, 12)}`;
      tickets.set(ticket, { user, service });
      return ticket;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of open) res.destroy();
        server.close(() => resolve());
      }),
  };

  function validation(url: URL, res: http.ServerResponse) {
    cas.calls.push(url);
    if (cas.mode === 'slow') {
      open.add(res);
      return; // never answers: the caller's timeout must end it
    }
    res.setHeader('content-type', 'application/xml;charset=UTF-8');
    if (cas.mode === 'malformed') return res.end(`<cas:serviceResponse xmlns:cas="${NS}"><cas:authenticationSuccess><cas:user>admin</cas:user>`);
    if (cas.mode === 'huge')
      return res.end(
        `<cas:serviceResponse xmlns:cas="${NS}"><!--${'x'.repeat(200_000)}--><cas:authenticationSuccess><cas:user>admin</cas:user></cas:authenticationSuccess></cas:serviceResponse>`,
      );
    if (cas.mode === 'not-cas') return res.end('<html><body>Service Unavailable</body></html>');
    const ticket = url.searchParams.get('ticket') ?? '';
    const service = url.searchParams.get('service') ?? '';
    const issued = tickets.get(ticket);
    tickets.delete(ticket); // valid once, whatever the outcome (as CAS does)
    if (!issued) return res.end(failure('INVALID_TICKET', `Ticket '${ticket}' not recognized`));
    if (issued.service !== service) return res.end(failure('INVALID_SERVICE', `Ticket '${ticket}' does not match supplied service`));
    res.end(
      `<cas:serviceResponse xmlns:cas="${NS}">\n  <cas:authenticationSuccess>\n    <cas:user>${escapeXml(issued.user)}</cas:user>\n` +
        `    <cas:attributes><cas:isFromNewLogin>true</cas:isFromNewLogin></cas:attributes>\n  </cas:authenticationSuccess>\n</cas:serviceResponse>\n`,
    );
  }

  const failure = (code: string, text: string) =>
    `<cas:serviceResponse xmlns:cas="${NS}">\n  <cas:authenticationFailure code="${code}">${escapeXml(text)}</cas:authenticationFailure>\n</cas:serviceResponse>\n`;

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://cas.test');
    if (url.pathname === '/cas/serviceValidate' || url.pathname === '/cas/p3/serviceValidate') return validation(url, res);
    const service = url.searchParams.get('service') ?? '';
    if (url.pathname === '/cas/login') {
      const back = new URL(service);
      back.searchParams.set('ticket', cas.issue(cas.loginUser, service));
      res.setHeader('content-type', 'text/html;charset=UTF-8');
      return res.end(
        `<!doctype html><title>CAS</title><h1>统一身份认证</h1><a id="sign-in" href="${escapeXml(back.href)}">以 ${escapeXml(cas.loginUser)} 登录</a>`,
      );
    }
    if (url.pathname === '/cas/logout') {
      res.setHeader('content-type', 'text/html;charset=UTF-8');
      return res.end(`<!doctype html><title>CAS</title><h1>已退出统一身份认证</h1><a id="back" href="${escapeXml(service)}">返回</a>`);
    }
    // The browser asks every site for its icon; a 404 would show as a console error of the page.
    res.statusCode = url.pathname === '/favicon.ico' ? 204 : 404;
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cas.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/cas`;
  return cas;
}
