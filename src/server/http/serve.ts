import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods, RouteShorthandOptions } from 'fastify';
import type { ApiDef, HttpMethod } from '../../shared/services/define.js';
import type { RequestOf, RouteSchemas } from './route-schema.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by serve(): the route's method and path come from this declaration of the service registry. */
    service?: ApiDef<unknown, unknown>;
  }
}

export interface ServeOptions<S extends RouteSchemas> extends Omit<RouteShorthandOptions, 'schema'> {
  /** What the route accepts: params, querystring and body, validated before the handler runs. */
  schema: S;
  /** Methods answered besides the declared one (the spec's GET-or-POST routes). */
  alsoMethods?: HttpMethod[];
  handler: (request: FastifyRequest<RequestOf<S>>, reply: FastifyReply) => Promise<unknown>;
}

/**
 * Registers a hand-written route at the method and path the client's service registry declares for the call
 * (src/shared/services), so the two cannot drift: `{name}` path variables become `:name`, a signed declaration makes
 * the server check the signature. The handler's request is typed from the route's schemas.
 */
export function serve<S extends RouteSchemas>(app: FastifyInstance, def: ApiDef<unknown, unknown>, options: ServeOptions<S>): void {
  const { alsoMethods = [], handler, schema, config, ...rest } = options;
  const methods = [def.method, ...alsoMethods];
  // Fastify refuses a body schema on GET: a GET-or-POST route is two routes, the GET one without it.
  const groups = schema.body ? [methods.filter((m) => m === 'GET'), methods.filter((m) => m !== 'GET')] : [methods];
  for (const group of groups.filter((g) => g.length)) {
    app.route<RequestOf<S>>({
      ...rest,
      method: group as HTTPMethods[],
      url: routeUrl(def.path),
      schema: group.includes('GET') ? withoutBody(schema) : schema,
      config: { ...config, signed: def.signed, service: def },
      handler: (request, reply) => {
        // A GET has no body: give the handler the empty object a body schema without required fields accepts.
        if (schema.body && request.body === undefined) request.body = {} as RequestOf<S>['Body'];
        return handler(request, reply);
      },
    });
  }
}

function withoutBody(schema: RouteSchemas): RouteSchemas {
  const { body: _body, ...rest } = schema;
  return rest;
}

/** The Fastify form of a registry path: `/sys/dict/getDictItems/{dictCode}` -> `/sys/dict/getDictItems/:dictCode`. */
export function routeUrl(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}
