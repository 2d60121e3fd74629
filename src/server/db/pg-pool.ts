import pg from 'pg';

export interface ClosablePool {
  pool: pg.Pool;
  /** Resolves when every connection of the pool has closed, not merely been asked to. */
  closed(): Promise<void>;
}

/**
 * A pg pool that survives the database ending its idle connections and closes for real.
 * - pg emits an idle connection's error (a restart, an administrator's pg_terminate_backend) on the pool, and an
 *   unheard 'error' event ends the process: the pool drops that connection and the next query opens another.
 * - pool.end() resolves as soon as it has asked each connection to end; a database dropped or restarted just after
 *   then terminates connections still closing. closed() waits for each one's end.
 */
export function closablePool(config: pg.PoolConfig): ClosablePool {
  const pool = new pg.Pool(config);
  const ends = new Set<Promise<void>>();
  pool.on('error', () => undefined);
  pool.on('connect', (client) => {
    const ended = new Promise<void>((resolve) => client.once('end', () => resolve()));
    ends.add(ended);
    void ended.then(() => ends.delete(ended));
  });
  return {
    pool,
    async closed() {
      await Promise.all([...ends]);
    },
  };
}
