/**
 * Message templates (消息模板): plain text with `${name}` placeholders, filled from a JSON object by replacing text.
 * Nothing in a template or its data is ever run: no eval, no template engine, no property paths, no expressions.
 * Pure TypeScript: the server fills messages with it, the shared rule `templateData` checks the test data.
 */

/** `${name}`: a name of letters, digits and underscores (not starting with a digit), spaces allowed inside the braces. */
const PLACEHOLDER = /\$\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}/g;

/** A placeholder's value: text, a number or a boolean, written as its text. */
export type TemplateValue = string | number | boolean;
export type TemplateData = Record<string, TemplateValue>;

/** The names of a template's placeholders, each once, in order of first use. */
export function placeholdersOf(content: string): string[] {
  return [...new Set([...content.matchAll(PLACEHOLDER)].map((m) => m[1]))];
}

/** Why a text is not usable as template data (a JSON object of texts, numbers and booleans), or null when it is. */
export function templateDataError(text: string): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return '测试数据应为JSON对象，如 {"name":"张三"}';
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return '测试数据应为JSON对象，如 {"name":"张三"}';
  const bad = Object.entries(parsed).find(([, v]) => !['string', 'number', 'boolean'].includes(typeof v));
  return bad ? `测试数据中参数“${bad[0]}”的取值应为文本或数字` : null;
}

/** The data of a checked text (templateDataError null); an empty text is no data. */
export function parseTemplateData(text: string | null | undefined): TemplateData {
  if (!text?.trim()) return {};
  const error = templateDataError(text);
  if (error) throw new TemplateError(error);
  return JSON.parse(text) as TemplateData;
}

/** A template that cannot be filled: the message names what is missing or wrong. */
export class TemplateError extends Error {}

/**
 * The template with every placeholder replaced by its value's text. A placeholder without a value is refused, all of
 * them named in one message, rather than sent as `${name}` or as nothing. Values are inserted as they are: a value
 * that itself looks like `${x}` is not filled again.
 */
export function fillTemplate(content: string, data: TemplateData): string {
  const has = (name: string) => Object.prototype.hasOwnProperty.call(data, name) && data[name] !== null && data[name] !== undefined;
  const missing = placeholdersOf(content).filter((name) => !has(name));
  if (missing.length) throw new TemplateError(`模板参数${missing.map((n) => `“${n}”`).join('、')}没有取值，请在测试数据中填写`);
  return content.replace(PLACEHOLDER, (_, name: string) => String(data[name]));
}
