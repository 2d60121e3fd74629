import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Answer, ApiClient } from './api-client.js';

/** A valid 1x1 PNG and a valid 1x1 JPEG. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
export const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
export const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.cookie)"><script>alert(1)</script></svg>');
export const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');

export async function xlsxBytes(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('错误数据').addRow(['网格名称', '错误原因']);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Bytes that start like the given file and are padded to `size`. */
export const padded = (head: Buffer, size: number): Buffer => Buffer.concat([head, Buffer.alloc(size - head.length, 0x41)]);

export interface UploadInput {
  bytes: Buffer;
  filename: string;
  type?: string;
  fields?: Record<string, string>;
  token?: string;
}

/** A real multipart upload over HTTP, as a browser sends it. */
export function upload(api: ApiClient, route: string, input: UploadInput): Promise<Answer> {
  const form = new FormData();
  for (const [k, v] of Object.entries(input.fields ?? {})) form.append(k, v);
  form.append('file', new Blob([new Uint8Array(input.bytes)], { type: input.type ?? 'application/octet-stream' }), input.filename);
  return api.request('POST', route, { body: form, token: input.token });
}

/** Every file below a folder, relative to it. */
export function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((p) => fs.lstatSync(path.join(dir, p)).isFile() || fs.lstatSync(path.join(dir, p)).isSymbolicLink());
}

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A GET whose path is sent byte for byte: fetch and URL would normalise `..` and `%2e%2e` away before sending. */
export function rawGet(baseUrl: string, rawPath: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname, port, path: rawPath, method: 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}
