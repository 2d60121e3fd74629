import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A copy of schemas/ in a temp folder, for a server that watches it or refuses it; remove() deletes it. */
export function copySchemas(): {
  dir: string;
  file(relative: string): string;
  write(relative: string, data: unknown): void;
  read(relative: string): any;
  remove(): void;
} {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zhdj-schemas-'));
  fs.cpSync('schemas', dir, { recursive: true });
  const file = (relative: string) => path.join(dir, relative);
  return {
    dir,
    file,
    write: (relative, data) => fs.writeFileSync(file(relative), typeof data === 'string' ? data : JSON.stringify(data, null, 2)),
    read: (relative) => JSON.parse(fs.readFileSync(file(relative), 'utf8')),
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

/** A small valid entity with its own table and API, as a configurator adds one. */
export function demoEntity(id: string, table: string, api: string, title = '演示事项') {
  return {
    $id: id,
    title,
    type: 'object',
    additionalProperties: false,
    'x-entity': { table, api, permission: id },
    required: ['itemName'],
    properties: {
      itemName: { type: 'string', title: '事项名称', maxLength: 50, 'x-query': 'like' } as Record<string, unknown>,
      contactPhone: { type: 'string', title: '联系电话', maxLength: 11, 'x-rule': 'mobile' } as Record<string, unknown>,
    },
  };
}

/** Polls until probe returns a truthy value or the time is up (then returns the last value, for the assertion). */
export async function eventually<T>(probe: () => Promise<T> | T, timeoutMs = 20_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value || Date.now() > until) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
}
