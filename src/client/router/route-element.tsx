/** The element of one menu route: redirect, renderer screen, hand-written page, iframe, group or "later" page. */
import { useMemo } from 'react';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { NavigatorContext, PermissionContext, WorkspaceContext, type Navigator, type Workspace } from '@renderer/data-provider';
import { useSnapshot } from 'valtio';
import { appConfig } from '../config';
import { session } from '../stores/session';
import { greeting } from '../utils/greeting';
import { PagePermissionContext, useHas } from '../permission/has';
import LaterPage from '../pages/placeholder/later-page';
import { refreshTab, tabs } from '../stores/tabs';
import { PAGES, resolveComponent } from './component-map';
import { lazyPage, PageFrame } from './lazy-page';
import { flattenRoutes, searchableEntries, type MenuRoute } from './menu-model';
import { useMenuRoutes } from './use-menu-routes';

// The renderer (and Formily with it) is its own chunk: the login route never downloads it.
const ScreenPage = lazyPage<{ screenId: string; params?: Record<string, string> }>('renderer/screen-page', () => import('@renderer/screens/screen-page'));
const SectionPage = lazyPage<{ route: MenuRoute }>('section-page', () => import('../pages/section/section-page'));
const IframePage = lazyPage<{ url: string; title: string }>('iframe-page', () => import('../pages/iframe/iframe-page'));

function PagePermissions({ route, children }: { route: MenuRoute; children: React.ReactNode }) {
  return (
    <PagePermissionContext.Provider value={route.permissionList}>
      <RendererPermissions>{children}</RendererPermissions>
    </PagePermissionContext.Provider>
  );
}

/** Hands the page-level 'has' check to the renderer's PermissionContext. */
function RendererPermissions({ children }: { children: React.ReactNode }) {
  const has = useHas();
  return <PermissionContext.Provider value={has}>{children}</PermissionContext.Provider>;
}

/** A renderer screen with the page's query parameters, and paths it opens routed here (each its own tab). */
function RoutedScreen({ screenId }: { screenId: string }) {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const query = search.toString();
  const params = useMemo(() => Object.fromEntries(new URLSearchParams(query)), [query]);
  const menuRoutes = useMenuRoutes();
  const paths = useMemo(() => new Set(flattenRoutes(menuRoutes).map((r) => r.path)), [menuRoutes]);
  const navigator = useMemo<Navigator>(
    () => ({
      canOpen: (path) => paths.has(path),
      open: ({ path, query: q }) => {
        const fullPath = path + (q && Object.keys(q).length ? `?${new URLSearchParams(q)}` : '');
        // A page already open in a tab shows what it loaded then: reload it, it may have just been changed.
        if (tabs.tabs.some((t) => t.fullPath === fullPath)) refreshTab(fullPath);
        navigate(fullPath);
      },
    }),
    [navigate, paths],
  );
  const workspace = useWorkspaceOf(menuRoutes);
  return (
    <NavigatorContext.Provider value={navigator}>
      <WorkspaceContext.Provider value={workspace}>
        <ScreenPage screenId={screenId} params={params} />
      </WorkspaceContext.Provider>
    </NavigatorContext.Provider>
  );
}

/** The logged-in user and their pages (not home itself, not external links), for the dashboards' greeting. */
function useWorkspaceOf(menuRoutes: MenuRoute[]): Workspace {
  const user = useSnapshot(session).userInfo;
  return useMemo(
    () => ({
      userName: user?.realname || user?.username,
      regions: (user?.regionNameList ?? '').split(',').filter(Boolean),
      greeting: () => greeting(),
      shortcuts: searchableEntries(menuRoutes)
        .filter((e) => !e.external && e.path !== appConfig.homePath)
        .map((e) => ({ path: e.path, title: e.title, icon: e.icon })),
    }),
    [user, menuRoutes],
  );
}

function OnlineScreen({ param }: { param: string }) {
  const value = useParams()[param];
  return value ? <RoutedScreen screenId={value} /> : <LaterPage />;
}

function Body({ route }: { route: MenuRoute }) {
  const resolved = resolveComponent(route.component, route.children.length > 0);
  switch (resolved.kind) {
    case 'schema':
      return <RoutedScreen screenId={resolved.screenId} />;
    case 'online':
      return <OnlineScreen param={resolved.param} />;
    case 'page': {
      const Page = lazyPage<{ route: MenuRoute }>(resolved.name, PAGES[resolved.name as keyof typeof PAGES]);
      return <Page route={route} />;
    }
    case 'iframe':
      return route.url ? <IframePage url={route.url} title={route.title} /> : <LaterPage title={route.title} />;
    case 'section':
      return <SectionPage route={route} />;
    default:
      return <LaterPage title={route.title} />;
  }
}

/** Default export: app-routes loads this module lazily, with the workspace. */
export default function MenuRouteElement({ route }: { route: MenuRoute }) {
  if (route.redirect) return <Navigate to={route.redirect} replace />;
  return (
    <PagePermissions route={route}>
      <PageFrame>
        <Body route={route} />
      </PageFrame>
    </PagePermissions>
  );
}
