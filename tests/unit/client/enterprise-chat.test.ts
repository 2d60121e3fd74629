import { describe, expect, it } from 'vitest';
import { isEnterpriseChat } from '../../../src/client/http/enterprise-chat';
import { ERROR_TEXTS, verdictFor } from '../../../src/client/http/error-catalogue';
import { createErrorEffects, RELOAD_DELAY_MS } from '../../../src/client/http/error-effects';

const UA = {
  wxwork:
    'Mozilla/5.0 (Linux; Android 12; V2055A) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/86.0.4240.99 XWEB/4313 MMWEBSDK/20220805 Mobile Safari/537.36 wxwork/4.0.16 MicroMessenger/7.0.1 NetType/WIFI Language/zh',
  dingtalk:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 AliApp(DingTalk/7.0.10) com.laiwang.DingTalk/27380741 Channel/201200 language/zh-Hans-CN',
  lark: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0 Safari/537.36 Lark/7.4.8 LarkLocale/zh_CN',
  wechat:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.38 NetType/WIFI Language/zh_CN',
  chrome: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
};

describe('enterprise chat browsers (000 §8)', () => {
  it('recognises 企业微信, 钉钉 and 飞书, not WeChat or a desktop browser', () => {
    expect([UA.wxwork, UA.dingtalk, UA.lark].map(isEnterpriseChat)).toEqual([true, true, true]);
    expect([UA.wechat, UA.chrome].map(isEnterpriseChat)).toEqual([false, false]);
  });

  function chatEffects() {
    const log: string[] = [];
    let pending: (() => void) | null = null;
    const run = createErrorEffects({
      notify: (t) => log.push(`notify:${t}`),
      logout: () => log.push('logout'),
      reload: () => log.push('reload'),
      confirmRelogin: () => log.push('modal'),
      setTimeout: (fn, ms) => {
        log.push(`timer:${ms}`);
        pending = fn;
      },
      enterpriseChat: true,
      loading: (t) => log.push(`loading:${t}`),
    });
    return { run, log, fire: () => pending?.() };
  }
  const relogging = ['loading:登录已过期，正在重新登录', 'logout', `timer:${RELOAD_DELAY_MS}`];

  it('a 500 Token失效 there shows 登录已过期，正在重新登录 once, logs out and reloads, with no modal', () => {
    const e = chatEffects();
    e.run({ kind: 'token-invalid', text: ERROR_TEXTS.expiredContent });
    e.run({ kind: 'token-invalid', text: ERROR_TEXTS.expiredContent });
    expect(e.log).toEqual(relogging);
    e.fire();
    expect(e.log.at(-1)).toBe('reload');
  });

  it('so does a 401 with a token (how our server answers a dead token): the loading message, not the notification', () => {
    const e = chatEffects();
    e.run(verdictFor({ status: 401, message: 'Token失效，请重新登录!', hasToken: true, timedOut: false }));
    // Other requests of the page fail the same way meanwhile, whichever status they carry: one message, one reload.
    e.run({ kind: 'expired', text: ERROR_TEXTS.expired });
    e.run({ kind: 'token-invalid', text: ERROR_TEXTS.expiredContent });
    expect(e.log).toEqual(relogging);
    e.fire();
    expect(e.log.at(-1)).toBe('reload');
  });

  it('other failures are still notified there', () => {
    const e = chatEffects();
    e.run(verdictFor({ status: 403, hasToken: true, timedOut: false }));
    expect(e.log).toEqual([`notify:${ERROR_TEXTS.forbidden}`]);
  });
});
