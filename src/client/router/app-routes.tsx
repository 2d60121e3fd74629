/**
 * The route table (000 §2.1): public routes, the workspace with the fixed and the menu routes, and /404.
 * Only the login page is in the first download; every other page and the workspace load with their route.
 */
import { useMemo } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { appConfig } from '../config';
import LoginPage from '../pages/user/login-page';
import UserLayout from '../pages/user/user-layout';
import { EXCEPTION_CODES, HOME_ROUTE } from './fixed-routes';
import { Guard } from './guard';
import { lazyPage, PageFrame } from './lazy-page';
import { flattenRoutes, type MenuRoute } from './menu-model';
import { useMenuRoutes } from './use-menu-routes';

const BasicLayout = lazyPage('layout/basic-layout', () => import('../layout/basic-layout'));
const MenuPage = lazyPage<{ route: MenuRoute }>('router/route-element', () => import('./route-element'));
const ExceptionPage = lazyPage<{ type: 403 | 404 | 500 }>('exception-page', () => import('../pages/exception/exception-page'));
const OAuth2LoginPage = lazyPage('oauth2-login-page', () => import('../pages/oauth2-app/oauth2-login-page'));
const GridPersonEntry = lazyPage('grid-person-entry', () => import('../pages/entry/grid-person-entry'));
const GalleryPage = lazyPage('gallery-page', () => import('../pages/gallery/gallery-page'));
const RegisterPage = lazyPage('register-page', () => import('../pages/user/register-page'));
const RegisterResultPage = lazyPage('register-result-page', () => import('../pages/user/register-result-page'));
const AlterationPage = lazyPage('alteration-page', () => import('../pages/user/alteration-page'));
const SrepStatisticsPage = lazyPage('srep-statistics-page', () => import('../pages/entry/srep-statistics-page'));

const framed = (element: React.ReactNode) => <PageFrame>{element}</PageFrame>;

export function buildRoutes(menuRoutes: MenuRoute[]): RouteObject[] {
  const flat = flattenRoutes(menuRoutes);
  const hasHome = flat.some((r) => r.path === appConfig.homePath);
  const workspace: RouteObject[] = [
    { index: true, element: <Navigate to={appConfig.homePath} replace /> },
    ...(hasHome ? [] : [{ path: appConfig.homePath, element: <MenuPage route={HOME_ROUTE} /> }]),
    ...EXCEPTION_CODES.map((code) => ({ path: `/exception/${code}`, element: <ExceptionPage type={code} /> })),
    ...flat.map((r) => ({ path: r.path, element: <MenuPage route={r} /> })),
    { path: '*', element: <Navigate to="/404" replace /> },
  ];
  return [
    {
      path: '/user',
      element: <UserLayout />,
      children: [
        { index: true, element: <Navigate to={appConfig.loginPath} replace /> },
        { path: 'login', element: <LoginPage /> },
        { path: 'register', element: framed(<RegisterPage />) },
        { path: 'register-result', element: framed(<RegisterResultPage />) },
        { path: 'alteration', element: framed(<AlterationPage />) },
      ],
    },
    { path: '/oauth2-app/login', element: framed(<OAuth2LoginPage />) },
    { path: '/srepStatistics', element: framed(<SrepStatisticsPage />) },
    { path: '/gridPersonList', element: framed(<GridPersonEntry />) },
    { path: '/test/home', element: framed(<GalleryPage />) },
    // The configured extra no-login path (VITE_EXTRA_PUBLIC_PATH) shares the published statistics under an address of the deployment's choosing.
    ...(appConfig.extraPublicPath ? [{ path: appConfig.extraPublicPath, element: framed(<SrepStatisticsPage />) }] : []),
    { path: '/404', element: framed(<ExceptionPage type={404} />) },
    // The workspace's pages sit in its keep-alive outlet, each in its own PageFrame.
    { path: '/', element: framed(<BasicLayout />), children: workspace.map((r) => (r.element && !r.index ? { ...r, element: framed(r.element) } : r)) },
  ];
}

export function AppRoutes() {
  const menuRoutes = useMenuRoutes();
  const routes = useMemo(() => buildRoutes(menuRoutes), [menuRoutes]);
  return <Guard>{useRoutes(routes)}</Guard>;
}
