import type { FastifyInstance } from 'fastify';
import { workflow } from '../../shared/services/index.js';
import { ok } from '../http/envelope.js';
import { object } from '../http/route-schema.js';
import { serve } from '../http/serve.js';
import { listDefinitions } from '../services/workflow/definitions.js';

/** 流程设计: the process definitions of schemas/workflows, as the engine reads them (read-only). */
export default async function workflowProcessRoutes(app: FastifyInstance) {
  serve(app, workflow.definitions, {
    config: { access: { perm: 'process:list' } },
    schema: { querystring: object({}) },
    handler: async () => ok(listDefinitions(app.ctx.config.schemaDir)),
  });
}
