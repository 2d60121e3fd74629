import type { GatewayRoute } from './gateway-route.js';
import { forward } from './forward.js';
import type { TargetPolicy } from './target-check.js';

/** A GET through a gateway route from the server itself (the place search): the parsed JSON of a 2xx answer. */
export async function gatewayJson(policy: TargetPolicy, route: GatewayRoute, path: string, query: URLSearchParams): Promise<unknown> {
  const answer = await forward(policy, route, { method: 'GET', path, query: query.toString(), headers: { accept: 'application/json' } });
  if (answer.status < 200 || answer.status >= 300) throw new Error(`gateway route ${route.prefix} answered ${answer.status}`);
  return JSON.parse(answer.body.toString('utf8'));
}
