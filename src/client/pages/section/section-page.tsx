/** A menu group opened as a page (alwaysShow entries and groups without redirect): its visible entries as links. */
import { Card, List } from 'antd';
import { Link } from 'react-router-dom';
import type { MenuRoute } from '../../router/menu-model';
import { visibleMenu } from '../../router/menu-model';
import { MenuIcon } from '../../layout/menu-icon';

export interface SectionPageProps {
  route: MenuRoute;
}

export default function SectionPage({ route }: SectionPageProps) {
  const entries = visibleMenu(route.children);
  return (
    <Card title={route.title}>
      <List
        dataSource={entries}
        locale={{ emptyText: '暂无可访问的页面' }}
        renderItem={(e) => (
          <List.Item>
            {e.external && e.url ? (
              <a href={e.url} target="_blank" rel="noreferrer">
                <MenuIcon name={e.icon} /> {e.title}
              </a>
            ) : (
              <Link to={e.path}>
                <MenuIcon name={e.icon} /> {e.title}
              </Link>
            )}
          </List.Item>
        )}
      />
    </Card>
  );
}
