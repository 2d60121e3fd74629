import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';
import { copySchemas, demoEntity, eventually } from '../helpers/schema-copy.js';

/** The ways editors and tools save a file; each must reach the running server, and every later save too. */
const schemas = copySchemas();
let s: TestServer;
beforeAll(async () => {
  s = await startServer({ schemaDir: schemas.dir, schemaWatch: true });
});
afterAll(async () => {
  await s.close();
  schemas.remove();
});

const FILE = 'entities/t-demo-saved.json';
const titleOf = (id: string) => s.app.ctx.entities.find(id)?.title;
const becomes = (id: string, title: string | undefined) => eventually(() => titleOf(id) === title);

/** What IDEs do: write the new text to a temp file beside the original, then rename it over the original. */
function saveByRename(relative: string, data: unknown): void {
  const temp = `${schemas.file(relative)}.tmp~`;
  fs.writeFileSync(temp, JSON.stringify(data, null, 2));
  fs.renameSync(temp, schemas.file(relative));
}

describe('schema hot reload follows every way a file is saved (SCHEMA_WATCH=1)', () => {
  it('a file replaced by rename keeps being followed: later renames and in-place edits are applied too', async () => {
    saveByRename(FILE, demoEntity('demoSaved', 't_demo_saved', '/TDemoSavedController', '第一版'));
    expect(await becomes('demoSaved', '第一版')).toBe(true);
    saveByRename(FILE, demoEntity('demoSaved', 't_demo_saved', '/TDemoSavedController', '第二版'));
    expect(await becomes('demoSaved', '第二版')).toBe(true);
    schemas.write(FILE, demoEntity('demoSaved', 't_demo_saved', '/TDemoSavedController', '第三版'));
    expect(await becomes('demoSaved', '第三版')).toBe(true);
  });

  it('sed -i (a new file renamed over the old one) is applied, and so is the next sed -i of the same file', async () => {
    execFileSync('sed', ['-i', 's/第三版/第四版/', schemas.file(FILE)]);
    expect(await becomes('demoSaved', '第四版')).toBe(true);
    execFileSync('sed', ['-i', 's/第四版/第五版/', schemas.file(FILE)]);
    expect(await becomes('demoSaved', '第五版')).toBe(true);
  });

  it('a deleted file takes its entity out, and a file added again brings it back', async () => {
    fs.rmSync(schemas.file(FILE));
    expect(await becomes('demoSaved', undefined)).toBe(true);
    schemas.write(FILE, demoEntity('demoSaved', 't_demo_saved', '/TDemoSavedController', '回来了'));
    expect(await becomes('demoSaved', '回来了')).toBe(true);
  });

  it('after a burst of saves (in place and by rename) the last one is in force', async () => {
    for (let i = 1; i <= 30; i++) {
      const data = demoEntity('demoSaved', 't_demo_saved', '/TDemoSavedController', `连续保存${i}`);
      if (i % 3 === 0) saveByRename(FILE, data);
      else schemas.write(FILE, data);
    }
    expect(await becomes('demoSaved', '连续保存30')).toBe(true);
    // And the watcher still follows the file afterwards.
    schemas.write(FILE, demoEntity('demoSaved', 't_demo_saved', '/TDemoSavedController', '之后'));
    expect(await becomes('demoSaved', '之后')).toBe(true);
  });
});
