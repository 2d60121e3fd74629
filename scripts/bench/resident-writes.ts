/**
 * Writes to the listed table itself for the list benchmark: an edit of one resident of street01's filtered list
 * through the real API as admin, its name turning between 王… (in the filter) and 李… (out of it), so every write
 * changes the list's total and moves the rows after it by one. `resident-writes` every 100 ms beside a load run
 * (`--writes`), and one before each measured request of the cold runs. `outsideWriter` writes the same kind of edit
 * straight to the database, behind the server's back: nothing the server knows is carried over, the worst case.
 */
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { ServerConfig } from '../../src/server/config.js';
import type { Background } from './background.js';
import { withPg } from './seed-db.js';

export interface ResidentEdit {
  id: string;
  /** The two names it takes in turn: the first matches the list's prefix filter, the second does not. */
  names: [string, string];
}

/** One edit through the API: the next of the two names. */
export function apiEditor(base: string, adminToken: string, target: ResidentEdit): () => Promise<void> {
  let n = 0;
  return async () => {
    const res = await fetch(`${base}/api/TBaseResidentController/edit`, {
      method: 'PUT',
      headers: { 'X-Access-Token': adminToken, 'content-type': 'application/json' },
      body: JSON.stringify({ id: target.id, name: target.names[++n % 2] }),
    });
    const body = (await res.json()) as { success: boolean; message: string };
    if (!body.success) throw new Error(`resident edit failed: ${body.message}`);
  };
}

/** `edit` every 100 ms until stopped; failures are counted, not thrown. */
export function startResidentWrites(edit: () => Promise<void>): Background {
  const counts = { logins: 0, writes: 0, failures: 0, firstFailure: undefined as string | undefined };
  const pending = new Set<Promise<void>>();
  const timer = setInterval(() => {
    const p: Promise<void> = edit()
      .then(
        () => void counts.writes++,
        (e: unknown) => {
          counts.failures += 1;
          counts.firstFailure ??= String(e);
        },
      )
      .finally(() => void pending.delete(p));
    pending.add(p);
  }, 100);
  return {
    async stop() {
      clearInterval(timer);
      await Promise.all(pending);
      return counts;
    },
  };
}

/** The same edit written straight to the database (the server's triggers still count it), and a way to stop. */
export async function outsideWriter(config: ServerConfig, target: ResidentEdit): Promise<{ edit(): Promise<void>; close(): Promise<void> }> {
  let n = 0;
  const name = () => target.names[++n % 2];
  if (!config.databaseUrl) {
    const file = new SQLite(path.join(config.dataDir, 'zhdj.sqlite'));
    file.pragma('busy_timeout = 5000');
    const update = file.prepare('update t_base_resident set name = ? where id = ?');
    return { edit: async () => void update.run(name(), target.id), close: async () => void file.close() };
  }
  let close!: () => void;
  const closed = new Promise<void>((resolve) => (close = resolve));
  let ready!: (edit: () => Promise<void>) => void;
  const edit = new Promise<() => Promise<void>>((resolve) => (ready = resolve));
  const session = withPg(config, async (c) => {
    ready(async () => void (await c.query('update t_base_resident set name = $1 where id = $2', [name(), target.id])));
    await closed;
  });
  return { edit: await edit, close: async () => (close(), await session) };
}
