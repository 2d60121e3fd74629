/** What the browser shows when an authorisation request cannot go on (no redirect back is safe or possible). */
const REASONS: Record<string, string> = {
  invalid_client: '该应用未在本平台登记，或已被停用',
  invalid_redirect_uri: '应用的回调地址未在本平台登记',
  invalid_request: '应用的登录请求不完整或不正确',
  invalid_scope: '应用请求了不允许的授权范围',
  unsupported_response_type: '应用请求了不支持的授权方式',
  access_denied: '登录已取消',
  login_required: '需要登录',
  server_error: '服务器暂时无法处理该请求，请稍后重试',
};

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function errorPage(error: string, description: string | undefined): string {
  const reason = REASONS[error] ?? '应用的登录请求无法完成';
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>应用登录失败</title></head>
<body style="font-family:sans-serif;max-width:560px;margin:80px auto;color:#333">
<h2>应用登录失败</h2><p>${escape(reason)}，请回到应用重新发起登录，或联系平台管理员。</p>
<p style="color:#999;font-size:12px">${escape(error)}${description ? `：${escape(description)}` : ''}</p></body></html>`;
}
