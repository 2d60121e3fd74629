/**
 * 数据字典 descriptions are for administrators: Chinese, no source paths or developer notes; a database seeded with the
 * old English notes gets the Chinese text from its migration, unless an administrator rewrote it. SQLite and
 * (TEST_DB=postgres) PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as dictTexts from '../../src/server/db/migrations/2026-11-27-0003-dict-descriptions-chinese.js';
import { startServer, type TestServer } from '../helpers/server.js';

let s: TestServer;
let admin: string;
beforeAll(async () => {
  s = await startServer();
  admin = await s.api.login('admin');
});
afterAll(() => s.close());

type Dict = { dictCode: string; description: string | null };
const FIVE = ['public_figure', 'msg_template_type', 'resident_tag', 'oauth2_scope', 'quartz_job_type'];
const listed = async (): Promise<Dict[]> => (await s.api.get('/sys/dict/list', { pageNo: 1, pageSize: 500 }, admin)).body.result.records;
const described = async (code: string) => (await listed()).find((d) => d.dictCode === code)?.description;
/** A developer's note: a source path, a command, or a sentence in English. */
const DEVELOPER_TEXT = /src\/|schemas\/|\.(ts|json)\b|npm |[A-Za-z]{2,}[ ,'][A-Za-z]{2,} [A-Za-z]{2,}/;

describe('dictionary descriptions', () => {
  it('are Chinese without developer notes in 数据字典', async () => {
    const dicts = await listed();
    for (const code of FIVE) expect(dicts.find((d) => d.dictCode === code)?.description, code).toMatch(/^[^A-Za-z]*[\u4e00-\u9fa5]/);
    const notes = dicts.filter((d) => d.description && DEVELOPER_TEXT.test(d.description)).map((d) => `${d.dictCode}: ${d.description}`);
    expect(notes).toEqual([]);
  });

  it('are rewritten in an older database where they still hold the English note, and left alone where edited', async () => {
    const db = s.app.ctx.db;
    const today = await described('quartz_job_type');
    const old = "The job types of the server's registry (src/server/services/scheduler/job-types.ts); a test keeps the two equal.";
    await db.updateTable('sys_dict').set({ description: old }).where('dictCode', '=', 'quartz_job_type').execute();
    await db.updateTable('sys_dict').set({ description: '本单位自定的标签说明' }).where('dictCode', '=', 'resident_tag').execute();
    await dictTexts.up(db.withoutPlugins());
    expect(await described('quartz_job_type')).toBe(today);
    expect(await described('resident_tag')).toBe('本单位自定的标签说明');
    await dictTexts.up(db.withoutPlugins());
    expect(await described('quartz_job_type')).toBe(today);
  });
});
