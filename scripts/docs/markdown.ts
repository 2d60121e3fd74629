/** Small Markdown helpers of the reference generator. */

/** Inline code that survives a table cell. */
export const code = (text: string) => '`' + text.replace(/\|/g, '\\|') + '`';

/** A JSON value as inline code. */
export const json = (value: unknown) => code(JSON.stringify(value));

/** Prose from a meta-schema: `<id>` and the like outside inline code would read as HTML tags, and | ends a cell. */
export function prose(text: string): string {
  return text
    .split(/(`[^`]*`)/)
    .map((part, i) => (i % 2 ? part : part.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\*/g, '\\*')))
    .join('')
    .replace(/\|/g, '\\|')
    .replace(/\s*\n\s*/g, ' ');
}

/** A GitHub-style table. */
export function table(head: string[], rows: string[][]): string[] {
  return [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`)];
}

/** "Example: `…`" or "Examples: `…`, `…`" for a schema's examples, or ''. */
export function examplesText(examples: unknown): string {
  if (!Array.isArray(examples) || !examples.length) return '';
  return `${examples.length > 1 ? 'Examples' : 'Example'}: ${examples.map(json).join(', ')}`;
}
