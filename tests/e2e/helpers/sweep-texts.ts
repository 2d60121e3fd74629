/**
 * What the per-role sweep reads off a page or a dialog: English words where Chinese belongs, raw region codes or
 * ids where a name belongs, and charts whose legend has no words.
 */
import type { Locator, Page } from 'playwright-core';

/**
 * Latin text that is legitimate in this Chinese product, kept small: abbreviations officials use as words (APP,
 * ID, URL, Cron, IP, PDF...), product and protocol names the pages name, the seeded login names, units.
 */
const LATIN_ALLOWED = new Set(
  [
    'APP',
    'ID',
    'URL',
    'Cron',
    'IP',
    'CPU',
    'JVM',
    'PDF',
    'Excel',
    'xlsx',
    'xls',
    'csv',
    'JSON',
    'GIS',
    'HTTP',
    'HTTPS',
    'API',
    'OAuth',
    'OAuth2',
    'JeecgBoot',
    'SQLite',
    'PostgreSQL',
    'MySQL',
    'JDBC',
    'Redis',
    'Node',
    'Linux',
    'Chrome',
    'Chromium',
    'MB',
    'GB',
    'KB',
    'ms',
    'QPS',
    'SMS',
    'CAS',
    'DNS',
    'UUID',
    'WebSocket',
    // The OAuth2 scope names (openid, profile, phone) an integrating application must request: 应用接入 gives
    // each after its Chinese name, 用户标识(openid).
    'openid',
    'profile',
    'phone',
    // Cell lines in the official names of vaccines: 新冠病毒灭活疫苗（Vero细胞）.
    'Vero',
    'CHO',
    'admin',
    'street01',
    'street02',
    'community01',
    'community02',
    'grid01',
    'grid02',
  ].map((w) => w.toLowerCase()),
);

/**
 * Column, label or item titles under which codes or technical values are shown on purpose: codes, numbers and
 * accounts, and on the administrator's technical pages icons, components, request addresses and methods, browsers,
 * and 网关路由's route prefix, HTTP methods (GET) and secret parameter name (tk), which are what the target expects.
 */
const CODE_TITLES =
  /代码|编码|编号|区划|账号|ID|身份证|令牌|token|版本|序号|图标|组件|路径|地址|URL|请求方式|请求方法|允许的方法|路由前缀|参数名|请求头名|浏览器|客户端|操作系统|文件系统|主机|车次|航班/i;

export interface TextFinding {
  kind: 'english' | 'code';
  text: string;
}

/**
 * Reads the visible text under `root` in the page, leaving out cells of columns and items whose title says they
 * hold codes, and the values the sweep typed itself (`typed`). Returns the offending words and codes.
 */
export async function readFindings(root: Locator, typed: string[] = []): Promise<TextFinding[]> {
  const chunks = await root.evaluateAll((roots, codeTitles) => {
    const codeTitle = new RegExp(codeTitles, 'i');
    const out: string[] = [];
    const codeColumns = new Map<Element, Set<number>>();
    for (const table of document.querySelectorAll('table')) {
      const heads = [...table.querySelectorAll('thead th')];
      const set = new Set<number>();
      heads.forEach((th, i) => codeTitle.test(th.textContent ?? '') && set.add(i));
      codeColumns.set(table, set);
    }
    const onCodeItem = (el: Element): boolean => {
      const td = el.closest('td');
      const table = td?.closest('table');
      if (td && table && codeColumns.get(table)?.has((td as HTMLTableCellElement).cellIndex)) return true;
      // A bordered description puts its label in the cell before the value's.
      const content = el.closest('.ant-descriptions-item-content');
      const before = content?.previousElementSibling;
      if (before?.classList.contains('ant-descriptions-item-label')) return codeTitle.test(before.textContent ?? '');
      const item = el.closest('.ant-formily-item, .ant-descriptions-item, .ant-form-item');
      const label = item?.querySelector('.ant-formily-item-label, .ant-descriptions-item-label, .ant-form-item-label');
      return !!label && codeTitle.test(label.textContent ?? '');
    };
    for (const root of roots) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const el = n.parentElement;
        const text = n.textContent?.trim();
        if (!el || !text || !el.checkVisibility?.({ checkOpacity: true, checkVisibilityCSS: true })) continue;
        if (el.closest('script, style, code, .zhdj-sweep-skip')) continue;
        if (onCodeItem(el)) continue;
        out.push(text);
      }
    }
    return out;
  }, CODE_TITLES.source);
  return findingsIn(chunks, typed);
}

/** The English words and raw codes in some texts (pure, so the rules are easy to read). */
export function findingsIn(chunks: string[], typed: string[] = []): TextFinding[] {
  const found: TextFinding[] = [];
  for (const raw of chunks) {
    const chunk = typed.reduce((t, v) => (v ? t.split(v).join(' ') : t), raw);
    // URLs and e-mail addresses are values, not prose; so are template placeholders (${name}) and JSON keys
    // ("name":) in the examples of 消息模板, which show the syntax the user must type.
    const prose = chunk.replace(/\b[\w.+-]+@[\w.-]+\b|\bhttps?:\/\/\S+|\/[\w./-]+|\$\{\s*\w+\s*\}|"\w+"\s*:/g, ' ');
    for (const word of prose.match(/[A-Za-z][A-Za-z0-9]*/g) ?? []) {
      if (word.length < 2 || LATIN_ALLOWED.has(word.toLowerCase())) continue;
      // A 32-character id is reported as a code below, not as a word.
      if (/^[0-9a-f]{32}$/.test(word) || (/\d/.test(word) && /^[0-9a-f]+$/.test(word))) continue;
      // Unit letters, house and building numbers such as 3A, B1, 1号楼A座.
      if (/^[A-Z]\d*$/.test(word)) continue;
      found.push({ kind: 'english', text: raw.slice(0, 120) });
      break;
    }
    for (const code of chunk.match(/(?<![\dA-Za-z])(\d{15}|\d{12}|[0-9a-f]{32})(?![\dA-Za-z])/g) ?? []) {
      found.push({ kind: 'code', text: `${code} in 「${raw.slice(0, 80)}」` });
    }
  }
  return found;
}

/**
 * Records what echarts writes on its canvases (before any app script runs): a legend is drawn at the bottom of a
 * chart, so a band of coloured legend marks without any text drawn in it is a legend without words.
 */
export async function watchCanvasText(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const proto = CanvasRenderingContext2D.prototype;
    const fillText = proto.fillText;
    proto.fillText = function (this: CanvasRenderingContext2D, text: string, x: number, y: number, maxWidth?: number) {
      const canvas = this.canvas as HTMLCanvasElement & { __sweepTexts?: { text: string; y: number }[] };
      const m = this.getTransform();
      (canvas.__sweepTexts ??= []).push({ text: String(text), y: m.d * y + m.f });
      return maxWidth === undefined ? fillText.call(this, text, x, y) : fillText.call(this, text, x, y, maxWidth);
    };
  });
}

/** Charts under `root` whose legend band has marks but no words, and chart texts cut short with an ellipsis. */
export async function chartFindings(root: Locator): Promise<string[]> {
  return root.locator('.zhdj-dashboard-chart canvas').evaluateAll((canvases) =>
    canvases.flatMap((c) => {
      const canvas = c as HTMLCanvasElement & { __sweepTexts?: { text: string; y: number }[] };
      const title = canvas.closest('.ant-card')?.querySelector('.ant-card-head-title')?.textContent ?? '图表';
      const texts = canvas.__sweepTexts ?? [];
      const out = texts.filter((t) => /…|\.\.\.$/.test(t.text)).map((t) => `${title}: 文字被截断「${t.text}」`);
      const ctx = canvas.getContext('2d');
      if (!ctx || !canvas.height) return out;
      const band = Math.round(28 * (window.devicePixelRatio || 1));
      const top = canvas.height - band;
      const pixels = ctx.getImageData(0, top, canvas.width, band).data;
      let marks = 0;
      for (let i = 3; i < pixels.length; i += 4) if (pixels[i] > 0) marks++;
      const words = texts.some((t) => t.y >= top - 4 && t.text.trim());
      if (marks > 40 && !words) out.push(`${title}: 图例没有文字`);
      return out;
    }),
  );
}
