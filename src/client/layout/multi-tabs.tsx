/** The tab bar of the multi-page mode (000 §2.4) with its right-click menu. */
import { Dropdown, Tabs, type MenuProps } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { feedback } from '../app/feedback';
import { closeOtherTabs, closeTabAt, closeTabsLeft, closeTabsRight, refreshTab, tabs } from '../stores/tabs';
import type { TabChange } from '../stores/tab-rules';
import { MenuIcon } from './menu-icon';

const CONTEXT_ITEMS: MenuProps['items'] = [
  { key: 'refresh', label: '刷新' },
  { key: 'left', label: '关闭左侧' },
  { key: 'right', label: '关闭右侧' },
  { key: 'others', label: '关闭其他' },
];

export function MultiTabs() {
  const snap = useSnapshot(tabs);
  const navigate = useNavigate();

  const follow = (before: string, change: TabChange) => {
    if (change.warning) feedback.message.warning(change.warning);
    else if (change.active !== before) navigate(change.active);
  };

  const onContext = (fullPath: string, key: string) => {
    const before = tabs.active;
    if (key === 'refresh') {
      refreshTab(fullPath);
      if (fullPath !== before) navigate(fullPath);
    } else if (key === 'left') follow(before, closeTabsLeft(fullPath));
    else if (key === 'right') follow(before, closeTabsRight(fullPath));
    else follow(before, closeOtherTabs(fullPath));
  };

  return (
    <Tabs
      className="multi-tabs"
      type="editable-card"
      hideAdd
      size="small"
      activeKey={snap.active}
      onChange={(key) => navigate(key)}
      onEdit={(key, action) => action === 'remove' && follow(tabs.active, closeTabAt(String(key)))}
      items={snap.tabs.map((t) => ({
        key: t.fullPath,
        label: (
          <Dropdown
            trigger={['contextMenu']}
            menu={{ items: CONTEXT_ITEMS, onClick: ({ key, domEvent }) => (domEvent.stopPropagation(), onContext(t.fullPath, key)) }}
          >
            <span data-tab={t.fullPath}>
              <MenuIcon name={t.icon} /> {t.title}
            </span>
          </Dropdown>
        ),
      }))}
    />
  );
}
