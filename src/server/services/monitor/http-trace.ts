import type { FastifyInstance } from 'fastify';
import type { TracedRequest } from '../../../shared/services/monitor.js';
import { nowText } from '../../../shared/time.js';
import { loggableUrl } from '../../plugins/request-log.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The recent API requests of this instance, newest last (请求追踪). */
    httpTrace: HttpTrace;
  }
}

/** A fixed-size ring of this instance's recent API requests, kept in memory only. */
export class HttpTrace {
  private items: TracedRequest[] = [];
  constructor(private size = 200) {}

  add(item: TracedRequest): void {
    this.items.push(item);
    if (this.items.length > this.size) this.items.splice(0, this.items.length - this.size);
  }

  /** Newest first. */
  recent(): TracedRequest[] {
    return [...this.items].reverse();
  }
}

export function installHttpTrace(app: FastifyInstance, apiPrefix: string): void {
  app.decorate('httpTrace', new HttpTrace());
  app.addHook('onResponse', async (request, reply) => {
    if (!request.url.startsWith(apiPrefix + '/')) return;
    app.httpTrace.add({
      time: nowText(),
      method: request.method,
      path: loggableUrl(request.url).slice(0, 500),
      status: reply.statusCode,
      costTime: Math.round(reply.elapsedTime),
    });
  });
}
