/**
 * An http(s) address read from the environment: empty when unset, else a whole URL without query or fragment; a
 * bad value stops the start with the variable's name.
 */
export function httpUrl(name: string, value: string | undefined): string {
  const text = (value ?? '').trim();
  if (!text) return '';
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`${name} 应为 http(s) 地址：${text}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${name} 应为 http(s) 地址：${text}`);
  if (url.search || url.hash) throw new Error(`${name} 不能带查询参数：${text}`);
  return text;
}
