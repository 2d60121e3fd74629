/**
 * A record may reference only files this server stored that the writer may read (x-file properties: the community's
 * promotional images, a help document's file): not a path that was never uploaded, not another community's upload.
 * Paths a record already holds stay valid when it is saved again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';
import { JPEG, PNG, upload } from '../helpers/upload-fixtures.js';

let s: TestServer;
const t: Record<string, string> = {};
const INFO = { admOrgName: '砂阳南社区居民委员会', admAddr: '砂阳路1号', dicPartOrgType: '1', partOrgName: '砂阳南社区党委', partOrgCode: '012345678911' };

beforeAll(async () => {
  s = await startServer({}, { guideDue: true });
  for (const u of ['admin', 'street01', 'community01', 'community02']) t[u] = await s.api.login(u);
});
afterAll(() => s.close());

const uploadImage = async (who: string, bytes = PNG) =>
  (await upload(s.api, '/sys/common/upload', { bytes, filename: 'x.png', type: 'image/png', token: t[who] })).body.result as string;
const save = (who: string, fileList: string) => s.api.post('/TBaseRegionController/editCommInfo', { ...INFO, fileList }, t[who]);
const storedImages = async () =>
  (await s.app.ctx.db.selectFrom('t_base_comm_info').select('fileList').where('regionCode', '=', '210102001003').executeTakeFirst())?.fileList ?? null;

describe('stored file paths in records', () => {
  it('refuses a path never uploaded and another community’s upload, naming the field; nothing is written', async () => {
    const own = await uploadImage('community02');
    const foreign = await uploadImage('community01', JPEG);
    for (const bad of ['temp/never-uploaded.png', foreign]) {
      const r = await save('community02', `${own},${bad}`);
      expect(r.status, bad).toBe(400);
      expect(r.body.message).toBe(`宣传图片中的文件“${bad}”不存在或您无权使用`);
    }
    expect(await storedImages()).toBeNull();
  });

  it('saves its own uploads in the order given, and keeps paths the record already holds when saved again', async () => {
    const [a, b] = [await uploadImage('community02'), await uploadImage('community02', JPEG)];
    expect((await save('community02', `${b},${a}`)).body.success).toBe(true);
    expect(await storedImages()).toBe(`${b},${a}`);
    // A path from before the server recorded uploads: held already, so saving again does not newly reference it.
    await s.app.ctx.db
      .updateTable('t_base_comm_info')
      .set({ fileList: `${b},temp/legacy.png` })
      .where('regionCode', '=', '210102001003')
      .execute();
    const again = await save('community02', `temp/legacy.png,${b}`);
    expect(again.body.success, again.body.message).toBe(true);
    expect(await storedImages()).toBe(`temp/legacy.png,${b}`);
  });
});
