/**
 * The menu (000 §2.4): built from the permission tree without hidden entries, keyed by route path. One open parent
 * at a time; the open keys are remembered while collapsed; the selection follows the route.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { Menu, type MenuProps } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import { TodoCountSync, TodoMenuLabel } from '../features/todo-count/todo-count';
import { TODO_MENU_PATH } from '../features/todo-count/todo-count-store';
import { trailTo, visibleMenu, type MenuRoute } from '../router/menu-model';
import { MenuIcon } from './menu-icon';
import { openEntry } from './open-entry';

type Item = Required<MenuProps>['items'][number];

function toItems(nodes: MenuRoute[]): Item[] {
  return nodes.map((n) =>
    n.children.length
      ? { key: n.path, icon: <MenuIcon name={n.icon} />, label: n.title, children: toItems(n.children) }
      : { key: n.path, icon: <MenuIcon name={n.icon} />, label: n.path === TODO_MENU_PATH ? <TodoMenuLabel title={n.title} /> : n.title },
  );
}

function findEntry(nodes: MenuRoute[], key: string): MenuRoute | undefined {
  for (const n of nodes) {
    if (n.path === key) return n;
    const below = findEntry(n.children, key);
    if (below) return below;
  }
  return undefined;
}

export interface SideMenuProps {
  tree: MenuRoute[];
  mode: 'inline' | 'horizontal';
  collapsed?: boolean;
  theme?: 'dark' | 'light';
  /** Called after an entry was chosen (the mobile drawer closes). */
  onChosen?(): void;
}

export function SideMenu({ tree, mode, collapsed = false, theme = 'dark', onChosen }: SideMenuProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const visible = useMemo(() => visibleMenu(tree), [tree]);
  const items = useMemo(() => toItems(visible), [visible]);
  // Hidden children (detail pages) select their visible parent through the full tree's trail.
  const trail = useMemo(() => trailTo(tree, pathname), [tree, pathname]);
  const selected = [...trail].reverse().find((n) => !n.hidden)?.path ?? pathname;
  const parentsKey = trail
    .slice(0, -1)
    .map((n) => n.path)
    .join('|');
  const [openKeys, setOpenKeys] = useState<string[]>(() => (parentsKey ? parentsKey.split('|') : []));
  const openKeysRef = useRef(openKeys);
  openKeysRef.current = openKeys;
  const remembered = useRef<string[]>([]);

  // The selection's parents open when the route changes (unless the menu is collapsed).
  useEffect(() => {
    const parents = parentsKey ? parentsKey.split('|') : [];
    if (!collapsed) setOpenKeys((keys) => (parents.every((p) => keys.includes(p)) ? keys : parents));
  }, [parentsKey, collapsed]);

  // Collapsing remembers the open keys; expanding brings them back.
  useEffect(() => {
    if (collapsed) {
      remembered.current = openKeysRef.current;
      setOpenKeys([]);
    } else if (remembered.current.length) {
      setOpenKeys(remembered.current);
    }
  }, [collapsed]);

  const onOpenChange = (keys: string[]) => {
    const opened = keys.find((k) => !openKeys.includes(k));
    // A single open parent: opening one closes the others outside its own trail.
    setOpenKeys(opened ? trailTo(tree, opened).map((n) => n.path) : keys);
  };

  return (
    <>
      {findEntry(visible, TODO_MENU_PATH) && <TodoCountSync />}
      <Menu
        mode={mode}
        theme={theme}
        items={items}
        selectedKeys={[selected]}
        {...(mode === 'inline' ? { openKeys, onOpenChange } : {})}
        onClick={({ key }) => {
          const entry = findEntry(visible, key);
          if (entry) openEntry(entry, navigate);
          onChosen?.();
        }}
      />
    </>
  );
}
