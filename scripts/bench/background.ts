/**
 * Everyday activity beside a load run (`--busy`): a login every second (it writes sys_token and the login counters)
 * and an edit of a category every 100 ms (another table than the residents being listed). With per-table versions
 * neither should empty the cached resident pages; the run reports how the page cache answered.
 */
export interface BackgroundCounts {
  logins: number;
  writes: number;
  /** Requests that failed or answered success: false. */
  failures: number;
  /** What the first of them said. */
  firstFailure?: string;
}

export interface Background {
  stop(): Promise<BackgroundCounts>;
}

export async function startBackground(base: string, adminToken: string, login: { username: string; password: string }): Promise<Background> {
  const admin = { 'X-Access-Token': adminToken, 'content-type': 'application/json' };
  const code = `bench_${process.pid}_${Date.now()}`;
  const added = await post(`${base}/api/sys/category/add`, admin, { name: '压测分类', code });
  if (!added.success) throw new Error(`could not add the category the background edits: ${added.message}`);
  const id = (added.result as { id: string }).id;
  const counts: BackgroundCounts = { logins: 0, writes: 0, failures: 0 };
  const pending = new Set<Promise<void>>();
  const failed = (why: string) => {
    counts.failures++;
    counts.firstFailure ??= why;
  };
  const fire = (what: 'logins' | 'writes', call: () => Promise<Answer>) => {
    const p = call()
      .then(
        (r) => (r.success ? void counts[what]++ : failed(`${what}: ${r.message}`)),
        (e: unknown) => failed(`${what}: ${String(e)}`),
      )
      .finally(() => pending.delete(p));
    pending.add(p);
  };
  let n = 0;
  const logins = setInterval(() => fire('logins', () => post(`${base}/api/sys/login`, { 'content-type': 'application/json' }, login)), 1000);
  const writes = setInterval(() => fire('writes', () => put(`${base}/api/sys/category/edit`, admin, { id, name: `压测分类${n++}` })), 100);
  return {
    async stop() {
      clearInterval(logins);
      clearInterval(writes);
      await Promise.all(pending);
      return counts;
    },
  };
}

type Answer = { success: boolean; message?: string; result?: unknown };
const send = async (method: string, url: string, headers: Record<string, string>, body: unknown): Promise<Answer> =>
  (await fetch(url, { method, headers, body: JSON.stringify(body) })).json() as Promise<Answer>;
const post = (url: string, headers: Record<string, string>, body: unknown) => send('POST', url, headers, body);
const put = (url: string, headers: Record<string, string>, body: unknown) => send('PUT', url, headers, body);
