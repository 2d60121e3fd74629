import type { EntityCatalog } from '../../entities/catalog.js';

const ACTIONS: Record<string, { text: string; type: string }> = {
  add: { text: '添加', type: 'add' },
  edit: { text: '编辑', type: 'edit' },
  delete: { text: '删除', type: 'delete' },
  deleteBatch: { text: '批量删除', type: 'delete' },
  importExcel: { text: '导入', type: 'add' },
  publish: { text: '发布', type: 'edit' },
  doReleaseData: { text: '发布', type: 'edit' },
  doReovkeData: { text: '撤销', type: 'edit' },
  pause: { text: '停止', type: 'edit' },
  resume: { text: '启动', type: 'edit' },
  execute: { text: '立即执行', type: 'other' },
  updatePassword: { text: '修改密码', type: 'edit' },
  changePassword: { text: '重置密码', type: 'edit' },
  notVerOldPwdupdatePwd: { text: '修改初始密码', type: 'edit' },
};

/** An action without a name of its own: the log's 请求地址 column shows which call it was. */
const OTHER_ACTION = '其他操作';

/**
 * What an operation log entry says a write did: the entity whose API the path lies under and the action, from the
 * last path segment (`系统参数：编辑`); a path under no entity's API is named by itself. An officer reads this text,
 * so an action without a Chinese name is 其他操作, never the method name of the path. Request bodies are never
 * read, so no password or other secret reaches the log.
 */
export function describeWrite(entities: EntityCatalog, apiPath: string): { content: string; operateType: string } {
  const action = apiPath.split('/').pop() ?? '';
  const known = ACTIONS[action];
  const owner = entities
    .all()
    .filter((e) => e['x-entity'].api && apiPath.startsWith(e['x-entity'].api + '/'))
    .sort((a, b) => (b['x-entity'].api ?? '').length - (a['x-entity'].api ?? '').length)[0];
  const what = known?.text ?? OTHER_ACTION;
  return {
    content: (owner ? `${owner.title ?? owner.$id}：${what}` : apiPath).slice(0, 500),
    operateType: known?.type ?? 'other',
  };
}
