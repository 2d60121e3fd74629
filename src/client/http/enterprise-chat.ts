/**
 * Whether the page runs inside an enterprise chat app's built-in browser (000 §8): there an expired login shows a
 * loading message and signs in again instead of a modal. Recognised by the user agent: 企业微信 (`wxwork`),
 * 钉钉 (`DingTalk`) and 飞书 (`Lark` / `Feishu`). Plain WeChat (`MicroMessenger` without `wxwork`) is not one.
 */
export function isEnterpriseChat(userAgent: string): boolean {
  return /wxwork|DingTalk|Lark\/|Feishu/i.test(userAgent);
}
