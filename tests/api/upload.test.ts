import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';
import { filesUnder, HTML, JPEG, padded, PDF, PNG, SVG, upload, xlsxBytes } from '../helpers/upload-fixtures.js';

let s: TestServer;
let token: string;
let uploadDir: string;
const MB5 = 5 * 1024 * 1024;

beforeAll(async () => {
  s = await startServer();
  token = await s.api.login('community01');
  uploadDir = path.join(s.config.dataDir, 'upload');
});
afterAll(() => s.close());
beforeEach(() => fs.rmSync(uploadDir, { recursive: true, force: true }));

const common = (input: Parameters<typeof upload>[2]) => upload(s.api, '/sys/common/upload', { token, ...input });
const stored = (rel: string) => fs.readFileSync(path.join(uploadDir, rel));

describe('POST /sys/common/upload', () => {
  it('stores a PNG under a name of its own and answers the stored path in message and result', async () => {
    const r = await common({ bytes: PNG, filename: '社区照片.png', type: 'image/png', fields: { biz: 'grid', isup: '1' } });
    expect(r.status).toBe(200);
    expect(r.body.success).toBe(true);
    expect(r.body.result).toMatch(/^grid\/[0-9a-f]{32}\.png$/);
    expect(r.body.message).toBe(r.body.result);
    expect(stored(r.body.result).equals(PNG)).toBe(true);
    expect(filesUnder(uploadDir)).toEqual([r.body.result]);
  });

  it('puts a JPEG in temp when no biz is given', async () => {
    const r = await common({ bytes: JPEG, filename: 'a.jpeg', type: 'image/jpeg' });
    expect(r.body.result).toMatch(/^temp\/[0-9a-f]{32}\.jpg$/);
    expect(stored(r.body.result).equals(JPEG)).toBe(true);
  });

  it('gives every upload a fresh name, even for the same content', async () => {
    const a = await common({ bytes: PNG, filename: 'a.png', type: 'image/png' });
    const b = await common({ bytes: PNG, filename: 'a.png', type: 'image/png' });
    expect(a.body.result).not.toBe(b.body.result);
  });

  it('refuses an upload without a token and stores nothing', async () => {
    const r = await upload(s.api, '/sys/common/upload', { bytes: PNG, filename: 'a.png', type: 'image/png' });
    expect(r.status).toBe(401);
    expect(r.body.success).toBe(false);
    expect(filesUnder(uploadDir)).toEqual([]);
  });

  it('judges the type by content: a PNG named .exe is stored as a PNG', async () => {
    const r = await common({ bytes: PNG, filename: 'setup.exe', type: 'application/x-msdownload', fields: { biz: 'temp' } });
    expect(r.body.success).toBe(true);
    expect(r.body.result).toMatch(/^temp\/[0-9a-f]{32}\.png$/);
  });

  it('refuses SVG and HTML dressed as PNG (stored XSS) with the image message', async () => {
    for (const [bytes, biz] of [
      [SVG, 'grid'],
      [HTML, 'temp'],
      [SVG, 'temp'],
    ] as const) {
      const r = await common({ bytes, filename: 'photo.png', type: 'image/png', fields: { biz } });
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ success: false, message: '只支持.jpg .png格式的图片!' });
    }
    expect(filesUnder(uploadDir)).toEqual([]);
  });

  it('refuses plain text disguised as an image', async () => {
    const r = await common({ bytes: Buffer.from('just some words, not a picture'), filename: 'a.jpg', type: 'image/jpeg', fields: { biz: 'avatar' } });
    expect(r.body).toMatchObject({ success: false, message: '只支持.jpg .png格式的图片!' });
    expect(filesUnder(uploadDir)).toEqual([]);
  });

  it('names the accepted types when a document folder gets something else', async () => {
    const html = await common({ bytes: HTML, filename: 'page.html', type: 'text/html', fields: { biz: 'help' } });
    expect(html.body).toMatchObject({ success: false, message: '不支持的文件类型，只支持.jpg .png .pdf .xlsx .docx格式的文件' });
    const pdfToImport = await common({ bytes: PDF, filename: 'a.pdf', type: 'application/pdf', fields: { biz: 'import' } });
    expect(pdfToImport.body.message).toBe('不支持的文件类型，只支持.xlsx格式的文件');
    const pdfToGrid = await common({ bytes: PDF, filename: 'a.pdf', type: 'application/pdf', fields: { biz: 'grid' } });
    expect(pdfToGrid.body.message).toBe('只支持.jpg .png格式的图片!');
    expect(filesUnder(uploadDir)).toEqual([]);
  });

  it('stores the documents a back office needs in folders that take them', async () => {
    const pdf = await common({ bytes: PDF, filename: '操作手册.pdf', type: 'application/pdf', fields: { biz: 'help' } });
    expect(pdf.body.result).toMatch(/^help\/[0-9a-f]{32}\.pdf$/);
    const xlsx = await common({ bytes: await xlsxBytes(), filename: '导入.xlsx', fields: { biz: 'import' } });
    expect(xlsx.body.result).toMatch(/^import\/[0-9a-f]{32}\.xlsx$/);
  });

  it('refuses an image over 5 MB with the spec message and stores nothing', async () => {
    const r = await common({ bytes: padded(PNG, MB5 + 1), filename: 'big.png', type: 'image/png', fields: { biz: 'grid' } });
    expect(r.status).toBe(413);
    expect(r.body).toMatchObject({ success: false, message: '图片大小不能超过5M!' });
    expect(filesUnder(uploadDir)).toEqual([]);
  });

  it('refuses another file over 5 MB with the file message, and takes exactly 5 MB', async () => {
    const big = await common({ bytes: padded(PDF, MB5 + 1), filename: 'big.pdf', type: 'application/pdf', fields: { biz: 'help' } });
    expect(big.body).toMatchObject({ success: false, message: '文件大小不能超过5M' });
    expect(filesUnder(uploadDir)).toEqual([]);
    const limit = await common({ bytes: padded(PDF, MB5), filename: 'limit.pdf', type: 'application/pdf', fields: { biz: 'help' } });
    expect(limit.body.success).toBe(true);
    expect(stored(limit.body.result).length).toBe(MB5);
  });

  it('refuses a biz outside the known folders, whatever it looks like', async () => {
    const before = filesUnder(s.config.dataDir);
    for (const biz of ['../../etc', 'upload', 'temp/../avatar', '/tmp', 'TEMP', '__proto__']) {
      const r = await common({ bytes: PNG, filename: 'a.png', type: 'image/png', fields: { biz } });
      expect(r.status, biz).toBe(400);
      expect(r.body).toMatchObject({ success: false, message: '不支持的上传目录' });
    }
    expect(filesUnder(s.config.dataDir)).toEqual(before);
  });

  it('never lets the client file name reach the file system', async () => {
    const r = await common({ bytes: PNG, filename: '../../../../evil.png', type: 'image/png', fields: { biz: 'temp' } });
    expect(r.body.result).toMatch(/^temp\/[0-9a-f]{32}\.png$/);
    expect(filesUnder(s.config.dataDir).filter((f) => f.includes('evil'))).toEqual([]);
    expect(fs.existsSync(path.join(s.config.dataDir, '..', 'evil.png'))).toBe(false);
  });

  it('asks for a file, one file, in multipart form', async () => {
    const json = await s.api.post('/sys/common/upload', { file: 'x' }, token);
    expect(json.body).toMatchObject({ success: false, message: '请以multipart/form-data方式上传文件' });
    const form = new FormData();
    form.append('biz', 'temp');
    const none = await s.api.request('POST', '/sys/common/upload', { body: form, token });
    expect(none.body).toMatchObject({ success: false, message: '请选择要上传的文件' });
    const two = new FormData();
    two.append('file', new Blob([PNG], { type: 'image/png' }), 'a.png');
    two.append('file', new Blob([JPEG], { type: 'image/jpeg' }), 'b.jpg');
    const r = await s.api.request('POST', '/sys/common/upload', { body: two, token });
    expect(r.body).toMatchObject({ success: false, message: '一次只能上传一个文件' });
    const empty = await common({ bytes: Buffer.alloc(0), filename: 'a.png', type: 'image/png' });
    expect(empty.body).toMatchObject({ success: false, message: '上传的文件是空的' });
    expect(filesUnder(uploadDir)).toEqual([]);
  });
});

describe('POST /UploadController/imgUpload', () => {
  const img = (input: Parameters<typeof upload>[2]) => upload(s.api, '/UploadController/imgUpload', { token, ...input });

  it('answers a list whose first item has the download url of the stored image', async () => {
    const r = await img({ bytes: PNG, filename: '富文本.png', type: 'image/png', fields: { biz: 'notice' } });
    expect(r.body).toMatchObject({ success: true, message: '上传成功！' });
    const [item] = r.body.result;
    expect(item.url).toMatch(/^\/api\/sys\/common\/static\/notice\/[0-9a-f]{32}\.png$/);
    expect(item.size).toBe(PNG.length);
    const back = await fetch(`${s.url}${item.url}?_tk=${token}`);
    expect(back.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await back.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('takes images only, even in a folder that takes documents', async () => {
    const r = await img({ bytes: PDF, filename: 'a.pdf', type: 'application/pdf', fields: { biz: 'temp' } });
    expect(r.body).toMatchObject({ success: false, message: '只支持.jpg .png格式的图片!' });
    const big = await img({ bytes: padded(JPEG, MB5 + 100), filename: 'a.jpg', type: 'image/jpeg' });
    expect(big.body).toMatchObject({ success: false, message: '图片大小不能超过5M!' });
    expect(filesUnder(uploadDir)).toEqual([]);
  });

  it('refuses a caller without a token', async () => {
    const r = await upload(s.api, '/UploadController/imgUpload', { bytes: PNG, filename: 'a.png', type: 'image/png' });
    expect(r.status).toBe(401);
  });
});
