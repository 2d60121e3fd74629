import path from 'node:path';
import { readCasConfig, type CasConfig } from './services/cas/cas-config.js';
import { readLoginLimits, type LoginLimits } from './services/login-limits.js';
import { readThirdLoginConfig, type ThirdLoginConfig } from './services/third-login/third-login-config.js';

/** Everything the server reads from the environment, read once, with documented defaults. */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** Schema name used on PostgreSQL; tests give each file its own. */
  pgSchema?: string;
  apiPrefix: string;
  captcha: boolean;
  seedPassword: string;
  signSecret: string;
  pwdAesKey: string;
  sadnessMode: boolean;
  /** Reported to the client as sysSafeMode with the permissions; the spec gives it no further effect. */
  sysSafeMode: boolean;
  serviceTel: string;
  uploadMaxBytes: number;
  tokenTtlMs: number;
  /** How long a schema playground preview token lives (10 minutes; tests shorten it). */
  previewTtlMs: number;
  logLevel: string;
  clientDir: string;
  /** Folder holding entities/, screens/, menus.json, dicts/ (tests point it at a copy). */
  schemaDir: string;
  /** Reload entity schemas, tables and seed when files under schemaDir change (dev: SCHEMA_WATCH=1). */
  schemaWatch: boolean;
  /** The schema snapshot test's committed screen outlines, which the playground diffs an edited screen against. */
  snapshotDir: string;
  /**
   * Proxies whose X-Forwarded-For is believed (TRUST_PROXY: comma-separated addresses or CIDRs, e.g.
   * `127.0.0.1,10.0.0.0/8`). Empty: the client address is the connection's, whatever a header says.
   */
  trustProxy: string[];
  loginLimits: LoginLimits;
  /** Tianditu key for base maps and place search (TDT_KEY); empty: no Tianditu. */
  tdtKey: string;
  /**
   * Tile URL template of an intranet tile service (MAP_TILE_URL), Leaflet style: `{z}`, `{x}`, `{y}`, optionally
   * `{s}` and `{type}` (`vec` or `img`, for the vector/satellite switch). Empty: Tianditu if a key is set, else none.
   */
  mapTileUrl: string;
  /** Run scheduled jobs (SCHEDULER=off: this instance never runs them; another instance on the database does). */
  scheduler: boolean;
  /** Redis of the push hub (REDIS_URL): pushes reach sockets on every instance. Unset: in-process delivery. */
  redisUrl?: string;
  /** Publish/subscribe channel of the push hub (REDIS_PUSH_CHANNEL): instances of one deployment share it. */
  redisChannel: string;
  /** A push socket that sends nothing for this long is closed (PUSH_IDLE_SECONDS, default 60: three missed heartbeats). */
  pushIdleMs: number;
  /** Key of the secrets stored encrypted (SECRET_KEY); empty: the built-in development key (a warning is logged). */
  secretKey: string;
  /**
   * Hosts the gateway routes may forward to (GATEWAY_ALLOWED_HOSTS, comma-separated names, `*.domain` suffixes or IP
   * addresses), besides the Tianditu hosts. A private or loopback address is reached only when the allowlist names
   * that address itself (services/gateway/target-check.ts).
   */
  gatewayAllowedHosts: string[];
  /**
   * Hosts the PostgreSQL data sources may connect to (DATA_SOURCE_ALLOWED_HOSTS, the same form and rules as
   * GATEWAY_ALLOWED_HOSTS, no built-in hosts): a data source on any other host is not connected to.
   */
  dataSourceAllowedHosts: string[];
  /**
   * Folders whose SQLite files data sources may open (DATA_SOURCE_FILE_DIRS, comma-separated absolute paths), besides
   * DATA_DIR/data-sources, which always may (services/data-source/source-rules.ts). Never list DATA_DIR itself: it
   * holds the platform's own database and its backups.
   */
  dataSourceFileDirs: string[];
  /**
   * How long a data source's connection test may take, and the moment every failed test is answered: never sooner,
   * so a refused port and a silent host answer alike (5 s, the connection timeout; tests shorten it).
   */
  dataSourceTestMs: number;
  /** Generate the demo residents, buildings and houses once (DEMO_DATA=off: never; the automated tests' default). */
  demoData: boolean;
  /** CAS single sign-on (CAS_SERVER_URL, CAS_PROTOCOL, CAS_SERVICE_URL); off while serverUrl is empty. */
  cas: CasConfig;
  /** Third-party login through external OpenID Connect providers (THIRD_LOGIN_<TYPE>_…); none configured: off. */
  thirdLogin: ThirdLoginConfig;
  /**
   * Issuer of the OAuth2 / OpenID Connect authorisation server (OAUTH2_ISSUER): the platform's public address and
   * `/api/oauth2`. Empty: each request's own address and `/api/oauth2` (development; services/oauth2-server/provider.ts).
   */
  oauth2Issuer: string;
}

export const DEFAULT_SEED_PASSWORD = 'Zhdj@2026';

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const root = process.cwd();
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(root, env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    pgSchema: env.PG_SCHEMA || undefined,
    apiPrefix: '/api',
    captcha: (env.LOGIN_CAPTCHA ?? 'on') !== 'off',
    seedPassword: env.SEED_PASSWORD ?? DEFAULT_SEED_PASSWORD,
    signSecret: env.SIGN_SECRET ?? 'dd05f1c54d63749eda95f9fa6d49v442a',
    pwdAesKey: env.PWD_AES_KEY ?? '1234567890adbcde',
    sadnessMode: env.SADNESS_MODE === 'true',
    sysSafeMode: env.SYS_SAFE_MODE === 'true',
    serviceTel: env.SERVICE_TEL ?? '400-000-1234',
    uploadMaxBytes: Number(env.UPLOAD_MAX_MB ?? 5) * 1024 * 1024,
    tokenTtlMs: 7 * 24 * 3600 * 1000,
    previewTtlMs: 10 * 60 * 1000,
    logLevel: env.LOG_LEVEL ?? 'info',
    clientDir: path.resolve(root, env.CLIENT_DIR ?? 'dist/client'),
    schemaDir: path.resolve(root, env.SCHEMA_DIR ?? 'schemas'),
    schemaWatch: env.SCHEMA_WATCH === '1',
    snapshotDir: path.resolve(root, env.SCREEN_SNAPSHOT_DIR ?? 'tests/schemas/__outlines__'),
    trustProxy: (env.TRUST_PROXY ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    loginLimits: readLoginLimits(env),
    tdtKey: env.TDT_KEY ?? '',
    mapTileUrl: readTileUrl(env.MAP_TILE_URL),
    scheduler: (env.SCHEDULER ?? 'on') !== 'off',
    redisUrl: env.REDIS_URL || undefined,
    redisChannel: env.REDIS_PUSH_CHANNEL || 'zhdj:push',
    pushIdleMs: Number(env.PUSH_IDLE_SECONDS ?? 60) * 1000,
    secretKey: env.SECRET_KEY ?? '',
    gatewayAllowedHosts: (env.GATEWAY_ALLOWED_HOSTS ?? '')
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
    dataSourceAllowedHosts: (env.DATA_SOURCE_ALLOWED_HOSTS ?? '')
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
    dataSourceFileDirs: (env.DATA_SOURCE_FILE_DIRS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .map((d) => path.resolve(root, d)),
    dataSourceTestMs: 5000,
    demoData: (env.DEMO_DATA ?? 'on') !== 'off',
    cas: readCasConfig(env),
    thirdLogin: readThirdLoginConfig(env),
    oauth2Issuer: readOauth2Issuer(env.OAUTH2_ISSUER),
  };
}

/** OAUTH2_ISSUER as given (no trailing slash), if it is an http(s) address ending in /api/oauth2; else the start stops. */
export function readOauth2Issuer(value: string | undefined): string {
  const url = (value ?? '').trim().replace(/\/+$/, '');
  if (!url) return '';
  if (!/^https?:\/\/[^/\s?#]+(\/[^\s?#]*)?\/api\/oauth2$/i.test(url)) throw new Error(`OAUTH2_ISSUER 应为以 /api/oauth2 结尾的 http(s) 地址：${url}`);
  return url;
}

/** MAP_TILE_URL as given, if it is an http(s) address with {z}, {x} and {y}; a bad value stops the start. */
export function readTileUrl(value: string | undefined): string {
  const url = (value ?? '').trim();
  if (!url) return '';
  if (!/^https?:\/\/[^/\s]+/i.test(url) || !['{z}', '{x}', '{y}'].every((p) => url.includes(p))) {
    throw new Error(`MAP_TILE_URL 应为含 {z}、{x}、{y} 的 http(s) 地址：${url}`);
  }
  return url;
}

/** The origin (scheme and host) of a tile URL template, for the Content-Security-Policy; subdomains widened. */
export function tileOrigin(url: string): string | null {
  const m = /^(https?:\/\/)([^/\s]+)/i.exec(url);
  if (!m) return null;
  // A label with a placeholder becomes a wildcard: https://t{s}.tiles.example.cn -> https://*.tiles.example.cn
  return (
    m[1] +
    m[2]
      .split('.')
      .map((label) => (label.includes('{') ? '*' : label))
      .join('.')
  );
}
