/** Build-time settings of the client (Vite env variables, all optional) and the spec's constants (000 §9). */
const env = import.meta.env as Record<string, string | undefined>;

const config = {
  title: '省智慧党建社区服务平台',
  /** Router base path (history mode). */
  basePath: '/zzbpart/',
  homePath: '/dashboard/analysis',
  loginPath: '/user/login',
  /** Base address of login, init-parameter and password-code calls. */
  loginBase: env.VITE_LOGIN_BASE || '/api',
  /** Default backend base address; the gridPersonList flow may store another one in local storage. */
  apiBase: env.VITE_API_BASE || '/api',
  /** Must equal the server's SIGN_SECRET; empty: the shared default of validators/sign.ts. */
  signSecret: env.VITE_SIGN_SECRET || '',
  /** The one configurable extra path that needs no login (000 §2.1). */
  extraPublicPath: env.VITE_EXTRA_PUBLIC_PATH || '/share',
  /** Static file domain; default: the backend's static file route. */
  staticDomain: env.VITE_STATIC_DOMAIN || '',
  timeoutMs: 1_800_000,
  /** Token, user and dictionary cache lifetime. */
  sessionTtlMs: 604_800_000,
  chunkTimeoutMs: 120_000,
  fastClickMs: 300,
};

export const appConfig: Readonly<typeof config> = config;
