/** What the per-role sweep fills and which of its views become the docs/first-day screenshots. */

/** The main business lists: where a role with 新增 fills and submits a row of its own. */
export const FILL_LISTS = ['/resident/list', '/building/list', '/building/house', '/resident/focus', '/notice/list'];

/** Pages (menu titles) and filled add dialogs (`新增:<path>`) each role's first-day page shows. */
const SHOTS: Record<string, Record<string, string>> = {
  admin: { 首页: 'home', 用户管理: 'users', 数据字典: 'dict', '新增:/notice/list': 'add-notice' },
  street: { 首页: 'home', 网格列表: 'grids', 事件统计: 'event-statistics', '新增:/building/list': 'add-building' },
  community: { 首页: 'home', 居民信息: 'residents', '新增:/resident/list': 'add-resident', 网格地图: 'grid-map' },
  grid: { 首页: 'home', 网格列表: 'grids', '新增:/resident/list': 'add-resident', 我的待办: 'todo' },
};

export function shotsOf(role: string): Record<string, string> {
  return Object.fromEntries(Object.entries(SHOTS[role] ?? {}).map(([key, name]) => [key, `${role}-${name}.png`]));
}
