/**
 * What a screen shows its users is written for them: no source paths, file names or commands (流程设计 told users to
 * edit schemas/workflows/*.json and run npm run check:schemas, with a 定义文件 column).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const DIR = 'schemas/screens';
const DEVELOPER_TEXT = /src\/|schemas\/|\.(json|ts|tsx)\b|npm |定义文件/;
/** Keys whose text reaches the page; a screen's own top-level `description` is a note for developers. */
const SHOWN = new Set(['hint', 'title', 'label', 'placeholder', 'message', 'tooltip', 'content', 'confirm', 'description', 'emptyText', 'submitLabel']);

function shownTexts(node: unknown, top: boolean, out: string[]): string[] {
  if (Array.isArray(node)) node.forEach((n) => shownTexts(n, false, out));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (typeof value === 'string' && SHOWN.has(key) && !(top && key === 'description')) out.push(value);
      else shownTexts(value, false, out);
    }
  }
  return out;
}

describe('screen texts', () => {
  it('tell users what a page does, never where its files are or which command to run', () => {
    const found = fs
      .readdirSync(DIR)
      .filter((f) => f.endsWith('.json'))
      .flatMap((f) => shownTexts(JSON.parse(fs.readFileSync(path.join(DIR, f), 'utf8')), true, []).filter((t) => DEVELOPER_TEXT.test(t)).map((t) => `${f}: ${t}`));
    expect(found).toEqual([]);
  });

  it('流程设计 says what it shows and who changes the workflows', () => {
    const screen = JSON.parse(fs.readFileSync(path.join(DIR, 'workflow-design.json'), 'utf8'));
    expect(screen.hint).toContain('查看流程图');
    expect(screen.hint).toContain('运维');
    expect(screen.columns.map((c: { title: string }) => c.title)).not.toContain('定义文件');
  });
});
