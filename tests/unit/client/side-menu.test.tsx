// @vitest-environment jsdom
/** The side menu: one open parent, open keys remembered while collapsed, selection following the route. */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { SideMenu } from '../../../src/client/layout/side-menu';
import type { MenuRoute } from '../../../src/client/router/menu-model';

afterEach(cleanup);

const node = (path: string, title: string, children: MenuRoute[] = [], hidden = false): MenuRoute => ({
  path,
  title,
  children,
  hidden,
  icon: null,
  component: null,
  redirect: null,
  url: null,
  external: false,
  keepAlive: true,
  permissionList: [],
});
const tree = [
  node('/grid', '网格管理', [node('/grid/list', '网格列表'), node('/grid/detail', '网格详情', [], true)]),
  node('/system', '系统管理', [node('/system/dict', '数据字典')]),
];

const openTitles = () => [...document.querySelectorAll('.ant-menu-submenu-open > .ant-menu-submenu-title')].map((e) => e.textContent);
const selected = () => [...document.querySelectorAll('.ant-menu-item-selected')].map((e) => e.textContent);

function menu(path: string, collapsed = false) {
  return (
    <MemoryRouter initialEntries={[path]}>
      <SideMenu tree={tree} mode="inline" collapsed={collapsed} />
    </MemoryRouter>
  );
}

describe('side menu', () => {
  it('opens the parent of the current route and selects its entry; a hidden page selects its visible parent entry', () => {
    render(menu('/grid/list'));
    expect(openTitles()).toEqual(['网格管理']);
    expect(selected()).toEqual(['网格列表']);
    cleanup();
    render(menu('/grid/detail'));
    expect(screen.queryByText('网格详情')).toBeNull();
    expect(openTitles()).toEqual(['网格管理']);
  });

  it('keeps a single parent open', () => {
    render(menu('/grid/list'));
    fireEvent.click(screen.getByText('系统管理'));
    expect(openTitles()).toEqual(['系统管理']);
  });

  it('remembers the open keys while collapsed and restores them on expanding', async () => {
    const view = render(menu('/grid/list'));
    fireEvent.click(screen.getByText('系统管理'));
    await act(async () => view.rerender(menu('/grid/list', true)));
    expect(openTitles()).toEqual([]);
    await act(async () => view.rerender(menu('/grid/list', false)));
    expect(openTitles()).toEqual(['系统管理']);
  });
});
