import type { FastifyInstance, FastifyRequest } from 'fastify';
import { playground } from '../../../shared/services/index.js';
import { ok } from '../../http/envelope.js';
import { AppError, badRequest, forbidden } from '../../http/errors.js';
import { none, object, text } from '../../http/route-schema.js';
import { serve } from '../../http/serve.js';
import { sessionOf } from '../../plugins/access.js';
import { checkSchemaFolder } from '../../schema-check/index.js';
import { committedOutline } from '../../services/playground/committed-outline.js';
import { allowedFile, listFiles, readFile, writeFile } from '../../services/playground/playground-files.js';
import { resolveDraft } from '../../services/playground/draft.js';
import { menuPreview } from '../../services/playground/menu-preview.js';

export const PLAYGROUND_ADMIN_ONLY = '只有系统管理员可以使用配置调试台';
export const SAVE_NEEDS_WATCH = '服务器未开启配置热加载（SCHEMA_WATCH=1），不能保存文件，请下载后提交到代码库';

const PERM = { perm: 'schemaPlayground:use' };
// The largest shipped file (menus.json) is under 20 KB: ten times that is room enough and bounds the check's work.
const fileAndText = object({ file: text('文件', { maxLength: 100 }), text: text('内容', { maxLength: 200_000 }) }, ['file', 'text']);

/**
 * 配置调试台 (the schema playground): administrators list, read and check the screens, entities and menus of the
 * schema folder, save them while the server watches the folder (development), and get a read-only token to preview
 * a screen as another user sees it. Administrators only, whatever codes a role was given: a preview shows any
 * user's data.
 */
export default async function schemaPlaygroundRoutes(app: FastifyInstance) {
  const { config } = app.ctx;
  const admin = (req: FastifyRequest) => {
    const session = sessionOf(req);
    if (!session.isAdmin) throw forbidden(PLAYGROUND_ADMIN_ONLY);
    return session;
  };
  const problemsOf = (file: string, body: string) => checkSchemaFolder(config.schemaDir, new Map([[allowedFile(file), body]])).problems;

  serve(app, playground.files, {
    config: { access: PERM },
    schema: { querystring: none },
    handler: async (req) => (admin(req), ok({ files: listFiles(config.schemaDir), canSave: config.schemaWatch })),
  });

  serve(app, playground.file, {
    config: { access: PERM },
    schema: { querystring: object({ file: text('文件', { maxLength: 100 }) }, ['file']) },
    handler: async (req) => (admin(req), ok({ file: req.query.file, text: readFile(config.schemaDir, req.query.file) })),
  });

  serve(app, playground.check, {
    config: { access: PERM },
    schema: { body: fileAndText },
    handler: async (req) => (admin(req), ok({ problems: problemsOf(req.body.file, req.body.text) })),
  });

  serve(app, playground.outline, {
    config: { access: PERM },
    schema: { querystring: object({ id: text('页面编号', { maxLength: 64 }) }, ['id']) },
    handler: async (req) => (admin(req), ok(committedOutline(config.schemaDir, config.snapshotDir, req.query.id))),
  });

  serve(app, playground.resolve, {
    config: { access: PERM },
    schema: { body: fileAndText },
    handler: async (req) => (admin(req), ok(resolveDraft(config.schemaDir, app.ctx.entities, allowedFile(req.body.file), req.body.text))),
  });

  serve(app, playground.menuPreview, {
    config: { access: PERM },
    schema: {
      body: object({ text: text('内容', { maxLength: 200_000 }), username: text('用户账号', { maxLength: 100, minLength: 1 }) }, ['text', 'username']),
    },
    handler: async (req) => (admin(req), ok(await menuPreview(app.ctx.db, config.schemaDir, req.body.text, req.body.username))),
  });

  serve(app, playground.save, {
    config: { access: PERM },
    schema: { body: fileAndText },
    handler: async (req) => {
      admin(req);
      if (!config.schemaWatch) throw forbidden(SAVE_NEEDS_WATCH);
      const problems = problemsOf(req.body.file, req.body.text);
      if (problems.length) throw new AppError(`检查未通过，未保存：${problems[0].file} ${problems[0].path}: ${problems[0].message}`, 400, 400, { problems });
      writeFile(config.schemaDir, req.body.file, req.body.text);
      req.log.info({ file: req.body.file, by: sessionOf(req).user.username }, 'schema playground saved a file');
      return ok({ file: req.body.file }, '已保存，热加载将应用此文件');
    },
  });

  serve(app, playground.previewToken, {
    config: { access: PERM },
    schema: { body: object({ username: text('用户账号', { maxLength: 100, minLength: 1 }) }, ['username']) },
    handler: async (req) => {
      const by = admin(req);
      const username = req.body.username.trim();
      const user = await app.ctx.db
        .selectFrom('sys_user')
        .select(['id', 'username', 'realname', 'regionCode', 'status'])
        .where('username', '=', username)
        .executeTakeFirst();
      if (!user) throw badRequest(`用户 ${username} 不存在`);
      if (user.status === 2) throw badRequest(`用户 ${username} 已冻结，不能以其身份预览`);
      const { token, expiresAt } = await app.ctx.sessions.issuePreview(user.id, by.user.id, config.previewTtlMs, req.ip);
      req.activityNote = `配置调试台：以 ${user.realname ? `${user.realname}（${user.username}）` : user.username} 的身份只读预览`;
      req.log.info({ previewer: by.user.username, as: user.username, expiresAt }, 'schema playground preview token issued');
      return ok({ token, expiresAt, username: user.username, realname: user.realname ?? '', regionCode: user.regionCode ?? null });
    },
  });
}
