/** The workspace (000 §2.4): menu (sidebar or drawer), header, tabs, kept-alive pages, footer, forced dialogs. */
import { useEffect, useState } from 'react';
import { Drawer, Layout } from 'antd';
import { useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { useMenuRoutes } from '../router/use-menu-routes';
import { setPreference, settings } from '../stores/settings';
import { showTab } from '../stores/tabs';
import { GlobalFooter } from './global-footer';
import { GlobalHeader } from './header/global-header';
import { HelpButton } from './help-button';
import { KeepAliveOutlet } from './keep-alive-outlet';
import { MultiTabs } from './multi-tabs';
import { routeForPath } from './route-meta';
import { HOME_ROUTE } from '../router/fixed-routes';
import { SettingsDrawer } from './settings-drawer';
import { ServiceTel } from './service-tel';
import { SideMenu } from './side-menu';
import { useAutoHideHeader } from './use-auto-hide-header';
import { useDeviceWatcher } from './use-device';
import { useOneCenterLinks } from './use-one-center-links';
import { AnnouncementBell } from '../features/announcements/announcement-bell';
import { startPushSocket } from '../push/push-socket';
import { requestFeedback } from '../app/feedback';
import { registerHeaderSlot } from './header/header-slots';
import { AppDownload } from '../features/app-download/app-download';
import { HeaderReminders } from '../features/reminders/header-reminders';
import './basic-layout.css';

registerHeaderSlot('bell', AnnouncementBell);
registerHeaderSlot('appQr', AppDownload);
registerHeaderSlot('reminders', HeaderReminders);

export default function BasicLayout() {
  useDeviceWatcher();
  useOneCenterLinks();
  // The push socket lives with the workspace: opened while logged in, closed on logout.
  useEffect(() => startPushSocket(), []);
  // The workspace's toasts and dialogs are ready before its first one (the login page loads them only when needed).
  useEffect(requestFeedback, []);
  const { preferences: prefs, device } = useSnapshot(settings);
  const tree = useMenuRoutes();
  const location = useLocation();
  const fullPath = location.pathname + location.search;
  const route = routeForPath(tree, location.pathname);
  const mobile = device === 'mobile';
  const multiPage = prefs.multiPage && !mobile;
  const side = prefs.layout === 'sidemenu' || mobile;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const headerHidden = useAutoHideHeader(prefs.autoHideHeader && prefs.fixedHeader);

  useEffect(() => {
    // Redirect entries (and the root) forward at once: they never get a tab of their own.
    if (!route || route.redirect) return;
    const homeTab = { fullPath: HOME_ROUTE.path, path: HOME_ROUTE.path, title: HOME_ROUTE.title, icon: HOME_ROUTE.icon };
    const reachable = (path: string) => !!routeForPath(tree, path);
    showTab({ fullPath, path: location.pathname, title: route.title, icon: route.icon }, multiPage, homeTab, reachable);
  }, [fullPath, location.pathname, route, multiPage, tree]);

  useEffect(() => setDrawerOpen(false), [mobile]);

  const keepAlive = (pathname: string) => routeForPath(tree, pathname)?.keepAlive !== false;
  const toggle = () => (mobile ? setDrawerOpen(true) : setPreference('sidebarCollapsed', !prefs.sidebarCollapsed));
  const classes = ['basic-layout', prefs.fixedSidebar ? 'is-fixed-sidebar' : '', prefs.contentWidth === 'Fixed' ? 'is-fixed-width' : ''];

  return (
    <Layout className={classes.join(' ')} hasSider={side && !mobile}>
      {side && !mobile && (
        <Layout.Sider className="basic-layout__sider" width={208} collapsible trigger={null} collapsed={prefs.sidebarCollapsed}>
          <div className="basic-layout__logo">{prefs.sidebarCollapsed ? '党建' : '智慧党建社区服务'}</div>
          <SideMenu tree={tree} mode="inline" collapsed={prefs.sidebarCollapsed} />
          <ServiceTel collapsed={prefs.sidebarCollapsed} />
        </Layout.Sider>
      )}
      {mobile && (
        <Drawer
          className="menu-drawer"
          placement="left"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          width={256}
          closable={false}
          styles={{ body: { padding: 0, background: '#001529' } }}
        >
          <div className="basic-layout__logo">智慧党建社区服务</div>
          <SideMenu tree={tree} mode="inline" onChosen={() => setDrawerOpen(false)} />
          <ServiceTel />
        </Drawer>
      )}
      <Layout className="basic-layout__main">
        <Layout.Header className={`basic-layout__header${prefs.fixedHeader ? ' is-fixed' : ''}${headerHidden ? ' is-hidden' : ''}`}>
          <GlobalHeader tree={tree} collapsed={prefs.sidebarCollapsed} onToggle={toggle} onOpenSettings={() => setSettingsOpen(true)} />
        </Layout.Header>
        {multiPage && <MultiTabs />}
        <Layout.Content className="basic-layout__content">
          <KeepAliveOutlet keep={multiPage} keepAlive={keepAlive} />
        </Layout.Content>
        <GlobalFooter />
      </Layout>
      <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
      {route?.id && <HelpButton key={route.id} menuId={route.id} menuName={route.title} />}
    </Layout>
  );
}
