import { SaxesParser, type SaxesTagPlain } from 'saxes';
import type { EntryReader } from './xlsx-zip.js';

/** Feeds an entry's inflated bytes to a SAX parser; `stop()` ends reading the entry early. */
export function xmlReader(maxBytes: number, on: (parser: SaxesParser, stop: () => void) => void): EntryReader {
  const parser = new SaxesParser();
  const decoder = new TextDecoder('utf-8');
  let stopped = false;
  on(parser, () => (stopped = true));
  return {
    maxBytes,
    onChunk(chunk, final) {
      parser.write(decoder.decode(chunk, { stream: !final }));
      if (final) parser.close();
      return !stopped;
    },
  };
}

const attr = (tag: SaxesTagPlain, name: string) => (typeof tag.attributes[name] === 'string' ? (tag.attributes[name] as string) : undefined);

/** xl/workbook.xml: the relationship id of the first sheet. */
export function firstSheetRel(out: { rid?: string }): EntryReader {
  return xmlReader(2 * 1024 * 1024, (p) => p.on('opentag', (t) => void (t.name === 'sheet' && !out.rid && (out.rid = attr(t, 'r:id')))));
}

/** xl/_rels/workbook.xml.rels: relationship id -> target path. */
export function relTargets(out: Map<string, string>): EntryReader {
  return xmlReader(2 * 1024 * 1024, (p) =>
    p.on('opentag', (t) => {
      const id = attr(t, 'Id');
      const target = attr(t, 'Target');
      if (t.name === 'Relationship' && id && target) out.set(id, target.replace(/^\/?(xl\/)?/, 'xl/'));
    }),
  );
}

const DATE_FORMAT_IDS = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 45, 46, 47]);

/** xl/styles.xml: the cell style indices whose number format shows a date or time. */
export function dateStyles(out: Set<number>): EntryReader {
  const customDates = new Set<number>();
  let inXfs = false;
  let index = 0;
  return xmlReader(5 * 1024 * 1024, (p) => {
    p.on('opentag', (t) => {
      if (t.name === 'numFmt') {
        const code = (attr(t, 'formatCode') ?? '').replace(/"[^"]*"|\[[^\]]*\]/g, '');
        if (/[ymdhs]/i.test(code)) customDates.add(Number(attr(t, 'numFmtId')));
      } else if (t.name === 'cellXfs') inXfs = true;
      else if (t.name === 'xf' && inXfs) {
        const id = Number(attr(t, 'numFmtId') ?? 0);
        if (DATE_FORMAT_IDS.has(id) || customDates.has(id)) out.add(index);
        index++;
      }
    });
    p.on('closetag', (t) => void (t.name === 'cellXfs' && (inXfs = false)));
  });
}

export interface SharedStringLimits {
  maxStrings: number;
  maxChars: number;
  maxStringChars: number;
}

/** xl/sharedStrings.xml: the strings, rich text joined, phonetic runs left out; within the limits or it throws. */
export function sharedStrings(out: string[], limits: SharedStringLimits, tooLarge: (what: string) => Error): EntryReader {
  let current: string | null = null;
  let inText = false;
  let phonetic = 0;
  let total = 0;
  return xmlReader(limits.maxChars * 4 + 1024 * 1024, (p) => {
    p.on('opentag', (t) => {
      if (t.name === 'si') current = '';
      else if (t.name === 'rPh') phonetic++;
      else if (t.name === 't' && current !== null && !phonetic) inText = true;
    });
    p.on('text', (text) => {
      if (!inText || current === null) return;
      current += text;
      total += text.length;
      if (current.length > limits.maxStringChars) throw tooLarge(`单元格文字超过${limits.maxStringChars}个字符`);
      if (total > limits.maxChars) throw tooLarge('文件中的文字总量过大');
    });
    p.on('closetag', (t) => {
      if (t.name === 't') inText = false;
      else if (t.name === 'rPh') phonetic--;
      else if (t.name === 'si' && current !== null) {
        out.push(current);
        current = null;
        if (out.length > limits.maxStrings) throw tooLarge('文件中的文字条目过多');
      }
    });
  });
}
