/**
 * The home route /dashboard/analysis. The analysis dashboard with its figures comes in a later version; until then
 * the page shows what is real: who is logged in, their region, and shortcuts to the menu entries they may open.
 */
import { Breadcrumb, Card, Col, Row, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { MenuIcon } from '../../layout/menu-icon';
import { useMenuRoutes } from '../../router/use-menu-routes';
import { searchableEntries } from '../../router/menu-model';
import { session } from '../../stores/session';
import { greeting } from '../../utils/greeting';

export default function HomePage() {
  const user = useSnapshot(session).userInfo;
  const entries = searchableEntries(useMenuRoutes()).filter((e) => !e.external && e.path !== '/dashboard/analysis');
  const regions = (user?.regionNameList ?? '').split(',').filter(Boolean);
  return (
    <div>
      <Card>
        <Typography.Title level={4} style={{ marginTop: 0 }}>
          {greeting()}，{user?.realname || user?.username}
        </Typography.Title>
        {regions.length > 0 && <Breadcrumb items={regions.map((title) => ({ title }))} />}
        <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
          统计分析看板将在后续版本中提供。
        </Typography.Paragraph>
      </Card>
      <Card title="快捷入口" style={{ marginTop: 16 }}>
        <Row gutter={[16, 16]}>
          {entries.map((e) => (
            <Col key={e.path} xs={12} sm={8} md={6} lg={4}>
              <Link to={e.path}>
                <MenuIcon name={e.icon} /> {e.title}
              </Link>
            </Col>
          ))}
        </Row>
      </Card>
    </div>
  );
}
