import type { FastifyReply, FastifyRequest } from 'fastify';
import { readableFields } from '../../../shared/entity-meta.js';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/envelope.js';
import { AppError, forbidden } from '../../http/errors.js';
import { hasPerm } from '../../plugins/access.js';
import { requireSession } from '../../plugins/access.js';
import { exportXls } from './excel-export.js';
import { importExcel } from './excel-import.js';
import { listPageJson, okJson } from './list-json.js';
import { listSpec } from './list-spec.js';
import type { ListSpec } from './types.js';
import type { Session } from '../session-service.js';
import { addRow, deleteRows, editRow, queryById } from './mutations.js';
import { idList, single, type Query } from './params.js';
import { crudPermission } from '../../../shared/crud-permissions.js';
import { ACTION_METHODS, resolveCrud } from './resolve.js';
import { crudCall } from './call.js';
import { processAddHook } from '../workflow/start.js';
import { notifyNewTasks } from '../workflow/notify.js';

/**
 * The generic JeecgBoot-style routes of every entity with an `api`: resolves entity and action from the path,
 * checks method and permission, and runs the action within the caller's region subtree.
 */
export async function dispatchCrud(ctx: AppContext, req: FastifyRequest, reply: FastifyReply): Promise<unknown> {
  const path = '/' + String((req.params as Record<string, string>)['*'] ?? '').replace(/\/+$/, '');
  const target = resolveCrud(ctx.entities, path);
  if (!target) throw new AppError('资源不存在', 404);
  const { entity, action } = target;
  const session = await requireSession(req, ctx.sessions, READ_ACTIONS.has(action));
  if (!ACTION_METHODS[action].includes(req.method)) throw new AppError(`该接口不支持${req.method}请求`, 405);
  const perm = crudPermission(entity, action);
  if (perm ? !hasPerm(session, perm) : !session.isAdmin) throw forbidden();

  const owner = entity['x-entity'].owner;
  // A personal inbox answers its owner's rows only: no generic route reads or writes a single row of it.
  if (owner && action !== 'list') throw new AppError('资源不存在', 404);
  // The scope (region, tenant, data rules) narrows every action: rows outside it are neither read nor written.
  const call = await crudCall(ctx, entity, session);
  const query = (req.query ?? {}) as Query;
  const body = (req.body ?? {}) as Record<string, unknown>;
  switch (action) {
    case 'list':
      // Sent as text: the page's JSON may come from the page cache (list-json.ts).
      return reply.type('application/json; charset=utf-8').send(
        okJson(
          await listPageJson(
            ctx.database,
            ownRows(
              listSpec(entity, query, [], (id) => call.entities.find(id)),
              owner,
              session,
            ),
            call.scope,
          ),
        ),
      );
    case 'queryById':
      return ok(await queryById(call, idList(single(query, 'id'), 'id', 1)[0]));
    case 'add': {
      const addHook = processAddHook(ctx.config.schemaDir, entity, session);
      const row = await addRow({ ...call, addHook }, req.body);
      const opened = addHook?.opened();
      if (opened) await notifyNewTasks(ctx, [opened.task], opened.title);
      const shown = Object.fromEntries(
        readableFields(entity)
          .filter((f) => f in row)
          .map((f) => [f, row[f]]),
      );
      return ok(shown, '添加成功！');
    }
    case 'edit':
      await editRow(call, req.body);
      return ok(null, '编辑成功!');
    case 'delete':
      await deleteRows(call, idList(single(query, 'id') ?? text(body.id), 'id', 1));
      return ok(null, '删除成功!');
    case 'deleteBatch':
      await deleteRows(call, idList(single(query, 'ids') ?? text(body.ids), 'ids'));
      return ok(null, '批量删除成功!');
    case 'exportXls':
      return exportXls(ctx, call, query, reply);
    case 'importExcel':
      return importExcel(ctx, call, req);
  }
}

/** The actions a read-only preview session may call (an export reads too: it shows what the user may download). */
const READ_ACTIONS = new Set(['list', 'queryById', 'exportXls']);

const text = (v: unknown) => (typeof v === 'string' ? v : Array.isArray(v) ? v.join(',') : undefined);

/** The owner condition of a personal inbox (x-entity owner), before any filter the caller sent. */
function ownRows(spec: ListSpec, owner: string | undefined, session: Session): ListSpec {
  return owner ? { ...spec, conditions: [{ field: owner, rule: 'eq', value: session.user.id }, ...spec.conditions] } : spec;
}
