/** check:schemas on aggregate queries and dashboard screens: each broken reference named with file and JSON path. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkSchemaFolder } from '../../src/server/schema-check/index.js';
import { format } from '../../src/server/schema-check/report.js';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

/** A copy of schemas/ with files edited (path under schemas/ -> edit of its JSON). */
function withEdits(edits: Record<string, (json: any) => unknown>): string[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zhdj-check-dashboard-'));
  dirs.push(dir);
  fs.cpSync('schemas', dir, { recursive: true });
  for (const [file, edit] of Object.entries(edits)) {
    const full = path.join(dir, file);
    const json = fs.existsSync(full) ? JSON.parse(fs.readFileSync(full, 'utf8')) : {};
    fs.writeFileSync(full, JSON.stringify(edit(json) ?? json));
  }
  return checkSchemaFolder(dir).problems.map(format);
}

describe('check:schemas on aggregates and dashboards', () => {
  it('refuses an aggregate column the entity lacks, a sum of text and an unknown key', () => {
    const problems = withEdits({
      'aggregates/event-by-status.json': (a) => ({ ...a, groupBy: { field: 'colour' } }),
      'aggregates/grid-party-members.json': (a) => ({ ...a, measure: { fn: 'sum', field: 'gridName' } }),
      'aggregates/event-count.json': (a) => ({ ...a, sql: 'select 1' }),
    });
    expect(problems).toEqual([
      'aggregates/event-by-status.json $.groupBy.field: 实体 eventProc 没有可读属性 colour',
      'aggregates/event-count.json $: must NOT have additional properties: sql',
      'aggregates/grid-party-members.json $.measure.field: 属性 gridName 不是数值，不能求和或平均',
      // The dashboards naming the broken files are not blamed twice.
    ]);
  });

  it('names a missing aggregate, an undeclared route, an unknown icon and boxes that do not fit the layout', () => {
    const problems = withEdits({
      'screens/event-statistics.json': (s) => {
        s.widgets[0].aggregate = 'no-such-query';
        s.widgets[1] = { kind: 'stat', title: '外部', source: { url: '/evil/endpoint' }, icon: 'no-such-icon' };
        s.widgets[2].box = { x: 0, y: 0, w: 100, h: 100 };
        s.widgets[3].source = { url: '/sys/loginfo' };
      },
      'screens/big-screen-grid.json': (s) => {
        delete s.widgets[0].box;
      },
    });
    expect(problems).toEqual([
      'screens/big-screen-grid.json $.widgets[0]: 大屏（canvas）的每个组件都要有 box',
      'screens/event-statistics.json $.widgets[0].aggregate: 统计 no-such-query 不存在或有错误（schemas/aggregates/no-such-query.json）',
      'screens/event-statistics.json $.widgets[1].source.url: GET /evil/endpoint 不是服务注册表中的接口（src/shared/services）',
      'screens/event-statistics.json $.widgets[1].icon: 图标 no-such-icon 不存在',
      'screens/event-statistics.json $.widgets[2].box: box 只用于大屏（canvas）',
      'screens/event-statistics.json $.widgets[3]: 应有 aggregate 或 source 之一（只能一个）',
    ]);
  });

  it('a menu may name a dashboard screen, and a missing one is refused', () => {
    const problems = withEdits({ 'menus.json': (m) => void (m[0].component = 'schema/no-such-dashboard') });
    expect(problems).toEqual(['menus.json $[0].component: 页面 no-such-dashboard 不存在（schemas/screens/no-such-dashboard.json）']);
  });
});
