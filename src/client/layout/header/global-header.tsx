/** The workspace header (000 §2.4): trigger, breadcrumb, menu search, slots, welcome line and the account corner. */
import { Button } from 'antd';
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { useSnapshot } from 'valtio';
import type { MenuRoute } from '../../router/menu-model';
import { session } from '../../stores/session';
import { settings } from '../../stores/settings';
import { greeting } from '../../utils/greeting';
import { SideMenu } from '../side-menu';
import { HeaderBreadcrumb } from './header-breadcrumb';
import { HeaderSlots } from './header-slots';
import { MenuSearch } from './menu-search';
import { UserMenu } from './user-menu';

export interface GlobalHeaderProps {
  tree: MenuRoute[];
  /** Sidebar (desktop) or drawer (mobile) toggle. */
  onToggle(): void;
  collapsed: boolean;
  onOpenSettings(): void;
}

export function GlobalHeader({ tree, onToggle, collapsed, onOpenSettings }: GlobalHeaderProps) {
  const { device, preferences } = useSnapshot(settings);
  const user = useSnapshot(session).userInfo;
  const mobile = device === 'mobile';
  const top = preferences.layout === 'topmenu' && !mobile;
  return (
    <div className="global-header">
      {top ? (
        <div className="global-header__top-menu">
          <SideMenu tree={tree} mode="horizontal" theme="light" />
        </div>
      ) : (
        <>
          <Button
            type="text"
            aria-label={mobile ? '打开菜单' : collapsed ? '展开菜单' : '收起菜单'}
            icon={collapsed || mobile ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            onClick={onToggle}
          />
          {!mobile && <HeaderBreadcrumb tree={tree} />}
        </>
      )}
      <div className="global-header__right">
        <MenuSearch tree={tree} mobile={mobile} />
        <HeaderSlots />
        {!mobile && (
          <span className="global-header__welcome">
            {greeting()}，{user?.realname || user?.username}，欢迎你
          </span>
        )}
        <UserMenu onOpenSettings={onOpenSettings} />
      </div>
    </div>
  );
}
