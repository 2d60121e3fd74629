/** Menu entries of the permission answer turned into routes and menu nodes (000 §2.3). */
import { describe, expect, it } from 'vitest';
import type { MenuItem } from '@shared/services';
import { flattenRoutes, searchableEntries, toMenuRoutes, trailTo, visibleMenu } from '../../../src/client/router/menu-model';
import { resolveComponent } from '../../../src/client/router/component-map';

const item = (path: string, title: string, extra: Partial<MenuItem> = {}, meta: Partial<MenuItem['meta']> = {}): MenuItem => ({
  path,
  component: 'layouts/RouteView',
  route: '1',
  hidden: false,
  meta: { title, ...meta },
  ...extra,
});

const menu: MenuItem[] = [
  item('/dashboard/analysis', '首页', { component: 'dashboard/Analysis' }),
  item('/grid', '网格管理', {
    redirect: '/grid/list',
    children: [item('/grid/list', '网格列表', { component: 'schema/grid-list' }), item('/grid/detail', '网格详情', { hidden: true })],
  }),
  item('/event', '事件', { children: [item('/event/handle', '诉求办理', { route: '0' }), item('/event/list', '诉求列表')] }),
  item('/help', '帮助中心', {
    alwaysShow: true,
    redirect: '/help',
    children: [item('/link-1', '帮助文档', { component: 'layouts/IframePageView' }, { url: 'https://help.example/', internalOrExternal: true })],
  }),
  item('/secret', '秘密', { component: 'x/Y' }, { permission: ['secret:list'] }),
];
const source = { auth: [], allAuth: [] };

describe('toMenuRoutes', () => {
  const tree = toMenuRoutes(menu, source);

  it('leaves out entries whose route flag is "0" and entries the user lacks the permission for', () => {
    expect(tree.map((r) => r.path)).toEqual(['/dashboard/analysis', '/grid', '/event', '/help']);
    expect(tree[2].children.map((r) => r.path)).toEqual(['/event/list']);
  });

  it('alwaysShow entries render their own path instead of forwarding; others keep their redirect', () => {
    expect(tree[3].redirect).toBeNull();
    expect(tree[1].redirect).toBe('/grid/list');
  });

  it('external entries are menu entries but no routes', () => {
    expect(tree[3].children[0]).toMatchObject({ external: true, url: 'https://help.example/' });
    expect(flattenRoutes(tree).map((r) => r.path)).not.toContain('/link-1');
  });

  it('hidden entries are routes but not in the visible menu or the search', () => {
    expect(flattenRoutes(tree).map((r) => r.path)).toContain('/grid/detail');
    expect(visibleMenu(tree)[1].children.map((r) => r.path)).toEqual(['/grid/list']);
    expect(searchableEntries(tree).map((r) => r.title)).toEqual(['首页', '网格列表', '诉求列表', '帮助文档']);
  });

  it('a granted route permission keeps the entry', () => {
    const granted = toMenuRoutes(menu, { auth: [{ action: 'secret:list', type: '1', status: '1' }], allAuth: [] });
    expect(granted.map((r) => r.path)).toContain('/secret');
  });

  it('the trail of a path runs from the top menu down (breadcrumb and open keys)', () => {
    expect(trailTo(tree, '/grid/detail').map((r) => r.title)).toEqual(['网格管理', '网格详情']);
    expect(trailTo(tree, '/nowhere')).toEqual([]);
  });
});

describe('resolveComponent', () => {
  it('maps schema/<id> and the online list components to the renderer', () => {
    expect(resolveComponent('schema/grid-list', false)).toEqual({ kind: 'schema', screenId: 'grid-list' });
    expect(resolveComponent('modules/online/cgform/auto/OnlCgformAutoList', false)).toEqual({ kind: 'online', param: 'code' });
  });

  it('groups, iframes, hand-written pages and pages of later versions', () => {
    expect(resolveComponent('layouts/RouteView', true)).toEqual({ kind: 'section' });
    expect(resolveComponent('layouts/IframePageView', false)).toEqual({ kind: 'iframe' });
    expect(resolveComponent('grid/GridMap', false)).toEqual({ kind: 'page', name: 'grid/GridMap' });
    expect(resolveComponent('system/QuartzJobList', false)).toEqual({ kind: 'later' });
  });
});
