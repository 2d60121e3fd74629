/** The breadcrumb from home (000 §2.4), built from the menu trail of the current route. */
import { Breadcrumb } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import { appConfig } from '../../config';
import { trailTo, type MenuRoute } from '../../router/menu-model';
import { routeForPath } from '../route-meta';

export function HeaderBreadcrumb({ tree }: { tree: MenuRoute[] }) {
  const { pathname } = useLocation();
  const trail = trailTo(tree, pathname);
  const chain = trail.length ? trail : [routeForPath(tree, pathname)].filter((r): r is MenuRoute => !!r);
  const items = [
    { key: 'home', title: <Link to={appConfig.homePath}>首页</Link> },
    ...chain.filter((r) => r.path !== appConfig.homePath).map((r) => ({ key: r.path, title: r.title })),
  ];
  return <Breadcrumb className="header-breadcrumb" items={items} />;
}
