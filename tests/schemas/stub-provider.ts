import fs from 'node:fs';
import path from 'node:path';
import type { EntitySchema, PropertySchema } from '../../src/shared/entity-meta.js';
import { EntityCatalog } from '../../src/server/entities/catalog.js';
import type { DataProvider, Values } from '../../renderer/data-provider.js';
import type { ScreenSchema } from '../../renderer/screens/screen-schema.js';

export const SCHEMA_DIR = path.resolve('schemas');

/** Every screen file of schemas/screens, by id. */
export function screenFiles(dir = SCHEMA_DIR): string[] {
  return fs.readdirSync(path.join(dir, 'screens')).filter((f) => f.endsWith('.json')).sort().map((f) => f.replace(/\.json$/, ''));
}

const dicts = new Map<string, Array<{ value: string; text: string }>>(
  fs
    .readdirSync(path.join(SCHEMA_DIR, 'dicts'))
    .map((f) => JSON.parse(fs.readFileSync(path.join(SCHEMA_DIR, 'dicts', f), 'utf8')) as { dictCode: string; items: Array<{ value: string; text: string }> })
    .map((d) => [d.dictCode, d.items]),
);

/** A plausible value of a property for row `i`: deterministic, so snapshots are stable. */
function sample(name: string, prop: PropertySchema, i: number): unknown {
  if (prop['x-dict']) {
    const first = dicts.get(prop['x-dict'])?.[0]?.value ?? '1';
    return prop.type === 'integer' || prop.type === 'number' ? Number(first) : first;
  }
  if (prop.type === 'integer' || prop.type === 'number') return i + 1;
  if (prop.type === 'boolean') return i % 2 === 0;
  if (prop.format === 'date-time-cn') return `2026-11-2${i} 10:00:00`;
  if (prop.format === 'date') return `2026-11-2${i}`;
  return `${prop.title ?? name}${i + 1}`.slice(0, prop.maxLength ?? 50);
}

/** Rows of an entity as the list route returns them, with `<field>_dictText` filled. */
export function sampleRows(entity: EntitySchema, count: number): Values[] {
  return Array.from({ length: count }, (_, i) => {
    const row: Values = { id: `row${i + 1}` };
    for (const [name, prop] of Object.entries(entity.properties)) {
      if (prop['x-secret'] || name === 'id') continue;
      row[name] = sample(name, prop, i);
      if (prop['x-dict']) row[`${name}_dictText`] = dicts.get(prop['x-dict'])?.find((d) => d.value === String(row[name]))?.text ?? '';
    }
    return row;
  });
}

export interface StubCalls {
  list: Array<{ api: string; params: Values }>;
  create: Values[];
  update: Values[];
  remove: string[];
  removeMany: string[][];
  call: string[];
  duplicateCheck: Array<{ tableName: string; fieldName: string; fieldVal: string; dataId?: string }>;
}

/** Values the stub's duplicate check reports as taken (a seeded grid code). */
export const TAKEN_VALUES = ['210102001002001'];

/**
 * A DataProvider over the real schema folder: screens and entities from schemas/, dictionaries from schemas/dicts,
 * rows generated from the entity. For unit-level rendering only; end-to-end tests use the real server.
 */
/** Answers of `call` for the routes the seeded screens' fields ask (the grid form's name choice). */
const STUB_CALLS: Record<string, unknown> = {
  '/TBaseGridController/gridList': [
    { gridName: '第1网格', value: '第1网格', status: 0 },
    { gridName: '第2网格', value: '第2网格', status: 1 },
  ],
  '/sys/sysDepart/queryTreeList': [{ key: 'd1', title: '辽宁省智慧党建办公室', children: [{ key: 'd2', title: '浑河湾街道办事处' }] }],
  '/sys/loginfo': { todayVisitCount: 12, totalVisitCount: 3456, todayIp: 3 },
  '/sys/visitInfo': [{ tian: '2026-11-24', type: '11-24', visit: 5, ip: 2 }, { tian: '2026-11-25', type: '11-25', visit: 7, ip: 3 }],
};

/** An aggregate's answer as the server shapes it: one figure, or three groups named after its title. */
function aggregateAnswer(dir: string, id: string) {
  const def = JSON.parse(fs.readFileSync(path.join(dir, 'aggregates', `${id}.json`), 'utf8')) as { title: string; groupBy?: unknown };
  const rows = def.groupBy ? [1, 2, 3].map((i) => ({ key: String(i), label: `${def.title}${i}`, value: i * 10 })) : [{ key: null, label: def.title, value: 1234 }];
  return { id, title: def.title, rows };
}

/** The setup wizard's grids (gridNewList: every row, not a page): odd rows lack the party members and are not yet edited. */
function guideGrids(entity: EntitySchema, count: number): Values[] {
  return sampleRows(entity, count).map((r, i) => (i % 2 ? { ...r, partNum: null, hasEdit: false } : { ...r, hasEdit: true }));
}

/** 我的待办 / 已办事项: a page of task rows (the event's fields and the task's own members); even rows are overdue. */
function eventTasks(entity: EntitySchema, count: number) {
  const records = sampleRows(entity, count).map((r, i) => ({
    ...r, taskId: `t${i + 1}`, gridName: `第${i + 1}网格`, taskName: '社区处置', createTime: '2026-11-25 08:00:00', dueTime: '2026-11-27 08:00:00',
    actionName: '上报', procTime: '2026-11-25 09:00:00', overdue: i % 2 ? 0 : 1,
  }));
  return { records, total: records.length, current: 1, size: 20, pages: 1 };
}

/** 工作流 pages: the appeal definition (every row, not a page), and pages of instance and task rows. */
function workflowRows(url: string, count: number): unknown {
  if (url === '/workflow/process/list') return [{ id: 'appeal', key: 'appeal', name: '诉求办理流程', version: 1, nodeCount: 3, file: 'schemas/workflows/appeal.json', description: '诉求的网格、社区、街道三级办理', nodes: [] }];
  const records = Array.from({ length: count }, (_, i) =>
    url === '/workflow/task/myTaskList'
      ? { id: `t${i + 1}`, taskId: `t${i + 1}`, matterInstId: `i${i + 1}`, processKey: 'appeal', processName: '诉求办理流程', taskName: '社区处置', title: `诉求${i + 1}`, createTime: '2026-11-25 08:00:00', dueTime: '2026-11-27 08:00:00', overdue: i % 2 ? 0 : 1, candidate: '社区管理员（水源地社区）' }
      : { id: `i${i + 1}`, processKey: 'appeal', processName: '诉求办理流程', title: `诉求${i + 1}`, businessCode: `SQ2026112508000000000${i + 1}`, status: '1', status_dictText: '进行中', currTaskNames: '社区处置', currNodeIds: 'community', visitedNodeIds: 'grid', regionCode: '210102001002001', regionCode_dictText: '水源地社区第一网格', startUserName: '网格员', startTime: '2026-11-25 08:00:00', endTime: null },
  );
  return { records, total: records.length, current: 1, size: 20, pages: 1 };
}

export function stubProvider(options: { rows?: number; screens?: Record<string, ScreenSchema>; dir?: string } = {}): { provider: DataProvider; calls: StubCalls } {
  const dir = options.dir ?? SCHEMA_DIR;
  const catalog = new EntityCatalog(dir);
  const calls: StubCalls = { list: [], create: [], update: [], remove: [], removeMany: [], call: [], duplicateCheck: [] };
  const readScreen = (id: string): ScreenSchema =>
    options.screens?.[id] ?? (JSON.parse(fs.readFileSync(path.join(dir, 'screens', `${id}.json`), 'utf8')) as ScreenSchema);
  const byApi = (api: string) => catalog.all().find((e) => e['x-entity'].api === api)!;
  const provider: DataProvider = {
    async list({ api, params }) {
      calls.list.push({ api, params });
      const all = sampleRows(byApi(api), options.rows ?? 3);
      const size = Number(params.pageSize ?? 20);
      const start = (Number(params.pageNo ?? 1) - 1) * size;
      return { records: all.slice(start, start + size), total: all.length };
    },
    async getOne({ api, id }) {
      return sampleRows(byApi(api), 1).map((r) => ({ ...r, id }))[0];
    },
    async create({ values }) {
      calls.create.push(values);
      return { message: '添加成功！' };
    },
    async update({ values }) {
      calls.update.push(values);
      return { message: '编辑成功!' };
    },
    async remove({ id }) {
      calls.remove.push(id);
      return { message: '删除成功!' };
    },
    async removeMany({ ids }) {
      calls.removeMany.push(ids);
      return { message: '批量删除成功!' };
    },
    async exportXls() {},
    async importExcel() {
      return { message: '文件导入成功！' };
    },
    async dictItems({ dictCode }) {
      return dicts.get(dictCode) ?? [];
    },
    async loadDict() {
      return [];
    },
    async loadDictItem({ keys }) {
      return keys;
    },
    async loadTreeData() {
      return [];
    },
    async categoryTree() {
      return [];
    },
    async regionTree() {
      return [{ regionCode: '21', regionName: '辽宁省', children: [{ regionCode: '2101', regionName: '沈阳市' }] }];
    },
    async userRegion() {
      return { regionCode: '21', isAdmin: true };
    },
    async upload({ file }) {
      return `temp/${file.name}`;
    },
    async uploadImage({ file }) {
      return { path: `notice/${file.name}`, url: `/api/sys/common/static/notice/${file.name}` };
    },
    fileUrl({ path: p }) {
      return `/files/${p}`;
    },
    async screen({ id }) {
      const screen = readScreen(id);
      return { screen, entity: screen.type === 'dashboard' ? null : catalog.get(screen.entity) };
    },
    async call({ url }) {
      calls.call.push(url);
      if (url === '/TBaseGridController/gridNewList') return guideGrids(catalog.get('grid'), options.rows ?? 3);
      if (url === '/sys/online/list') {
        const records = sampleRows(catalog.get('sysToken'), options.rows ?? 3).map((r, i) => ({ ...r, current: i > 0 }));
        return { records, total: records.length };
      }
      if (url.startsWith('/EventProcController/queryMy')) return eventTasks(catalog.get('eventProc'), options.rows ?? 3);
      if (url === '/sys/permission/queryPermissionRule') return sampleRows(catalog.get('sysPermissionDataRule'), options.rows ?? 3);
      if (url.startsWith('/workflow/')) return workflowRows(url, options.rows ?? 3);
      if (url.startsWith('/dashboard/aggregate/')) return aggregateAnswer(dir, url.slice('/dashboard/aggregate/'.length));
      return STUB_CALLS[url] ?? null;
    },
    async reloadDicts() {},
    async duplicateCheck(params) {
      calls.duplicateCheck.push(params);
      return TAKEN_VALUES.includes(params.fieldVal) ? '该值不可用，系统中已存在！' : null;
    },
    async checkRule() {
      return null;
    },
  };
  return { provider, calls };
}
