/**
 * The login route's budget check (scripts/login-budget.ts) counts what the browser fetches: the entry, the listed lazy
 * chunks, and every chunk these import statically, never a chunk that is only imported lazily.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chunkSizes, loginRouteFiles, type Manifest } from '../../scripts/login-budget';

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-A.js',
    isEntry: true,
    imports: ['_react-B.js'],
    dynamicImports: ['layout/basic-layout.tsx', 'pages/user/phone-login-form.tsx'],
    css: ['assets/index.css'],
  } as Manifest[string],
  '_react-B.js': { file: 'assets/react-B.js', imports: [] },
  '_antd-C.js': { file: 'assets/antd-C.js', imports: ['_react-B.js'] },
  'layout/basic-layout.tsx': { file: 'assets/basic-layout-D.js', isDynamicEntry: true, imports: ['_antd-C.js'] },
  'pages/user/phone-login-form.tsx': { file: 'assets/phone-login-form-E.js', isDynamicEntry: true, imports: ['_antd-C.js', '_sms-F.js'] },
  '_sms-F.js': { file: 'assets/sms-F.js', imports: [], dynamicImports: ['layout/basic-layout.tsx'] },
};

describe('the login route budget', () => {
  it('counts the entry and its static imports, not the chunks it loads lazily', () => {
    expect(loginRouteFiles(manifest, [])).toEqual(['assets/index-A.js', 'assets/react-B.js']);
  });

  it('counts a lazy chunk on the login route with what it imports statically, each file once', () => {
    expect(loginRouteFiles(manifest, ['pages/user/phone-login-form.tsx']).sort()).toEqual(
      ['assets/antd-C.js', 'assets/index-A.js', 'assets/phone-login-form-E.js', 'assets/react-B.js', 'assets/sms-F.js'].sort(),
    );
  });

  it('refuses a listed module the build did not make a lazy chunk of', () => {
    expect(() => loginRouteFiles(manifest, ['pages/user/account-login-form.tsx'])).toThrow(/not a lazily loaded chunk/);
  });

  it('measures each file gzipped', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'login-budget-'));
    fs.writeFileSync(path.join(dir, 'a.js'), 'const x = 1;\n'.repeat(1000));
    const [size] = chunkSizes(dir, ['a.js']);
    expect(size.bytes).toBe(13_000);
    expect(size.gzip).toBeGreaterThan(0);
    expect(size.gzip).toBeLessThan(200);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
