import dns from 'node:dns';
import net from 'node:net';
import type { LookupFunction } from 'node:net';
import { AppError } from '../../http/errors.js';

/** The Tianditu services (place search, tiles), reachable without being listed in GATEWAY_ALLOWED_HOSTS. */
export const TIANDITU_HOSTS = ['api.tianditu.gov.cn', '*.tianditu.gov.cn'];

/** Loopback, private, link-local, shared, unspecified and unique-local addresses: the inside of a deployment. */
const INSIDE = new net.BlockList();
for (const [net4, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  INSIDE.addSubnet(net4, bits, 'ipv4');
}
for (const [net6, bits] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  INSIDE.addSubnet(net6, bits, 'ipv6');

export function isInsideAddress(address: string): boolean {
  const family = net.isIP(address);
  if (!family) return false;
  // An IPv4-mapped IPv6 address (::ffff:127.0.0.1) is the IPv4 address.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return INSIDE.check(mapped[1], 'ipv4');
  return INSIDE.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

const bare = (host: string) => host.toLowerCase().replace(/^\[|\]$/g, '');

/** Whether a host name matches an allowlist entry: the same name or address, or `*.domain` for names below it. */
function matches(host: string, entry: string): boolean {
  if (entry.startsWith('*.')) return host.endsWith(entry.slice(1)) && host.length > entry.length - 1;
  return host === bare(entry);
}

/**
 * Which targets the gateway reaches. A host must be allowlisted (GATEWAY_ALLOWED_HOSTS, or Tianditu); and every address
 * it is reached at must be public, unless the allowlist names that address itself: naming a host is not enough to
 * reach the inside of the network through it (a DNS answer can point anywhere). The data sources' connections follow
 * the same rules with their own list (DATA_SOURCE_ALLOWED_HOSTS) and no built-in hosts.
 */
export class TargetPolicy {
  private readonly entries: string[];

  constructor(
    private readonly allowed: string[],
    builtIn: string[] = TIANDITU_HOSTS,
  ) {
    this.entries = [...allowed.map(bare), ...builtIn];
  }

  hostAllowed(host: string): boolean {
    const h = bare(host);
    return this.entries.some((e) => matches(h, e));
  }

  addressAllowed(address: string): boolean {
    return !isInsideAddress(address) || this.allowed.map(bare).includes(bare(address));
  }

  /** Refuses a target URL before anything is sent: scheme, host, and an address given literally. */
  assertTarget(url: URL): void {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new AppError('网关只转发到 http(s) 地址', 400);
    if (!this.hostAllowed(url.hostname)) throw new AppError(`目标主机“${url.hostname}”不在网关允许的主机列表中（GATEWAY_ALLOWED_HOSTS）`, 403);
    const host = bare(url.hostname);
    if (net.isIP(host) && !this.addressAllowed(host)) throw insideRefused(host);
  }

  /** The connection's name lookup: the address actually connected to passes the same check (no DNS rebinding). */
  readonly lookup: LookupFunction = (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const list = addresses as dns.LookupAddress[];
      const refused = list.find((a) => !this.addressAllowed(a.address));
      if (refused) return callback(Object.assign(new Error(insideRefused(refused.address).message), { code: INSIDE_CODE }), '', 0);
      if (options.all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
      callback(null, list[0].address, list[0].family);
    });
  };
}

/**
 * The address to connect to for a client that takes no lookup function (the PostgreSQL driver): the host must be
 * allowlisted and every address it resolves to allowed; the caller connects to the answer, so DNS cannot change
 * between this check and the connection.
 */
export async function checkedAddress(policy: TargetPolicy, host: string): Promise<string> {
  if (!policy.hostAllowed(host)) throw new AppError(`主机“${host}”不在允许连接的主机列表中`, 403);
  const addresses = await dns.promises.lookup(bare(host), { all: true });
  const refused = addresses.find((a) => !policy.addressAllowed(a.address));
  if (refused) throw insideRefused(refused.address);
  return addresses[0].address;
}

/** The code of the lookup error for an inside address: the forwarder answers it as insideRefused's 403. */
export const INSIDE_CODE = 'EGATEWAYINSIDE';

export function insideRefused(address: string): AppError {
  return new AppError(`目标地址 ${address} 是本机或内网地址，未在网关允许的主机列表中明确列出`, 403);
}
