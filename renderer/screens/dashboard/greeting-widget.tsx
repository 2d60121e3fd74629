import { Breadcrumb, Card, Col, Row, Typography } from 'antd';
import { useIcon } from '../../fields/icon-picker/icons';
import { useNavigator, useWorkspace, type WorkspaceShortcut } from '../../data-provider';
import type { GreetingWidget } from './dashboard-schema';
import { texts } from '../../texts';

function Shortcut({ entry }: { entry: WorkspaceShortcut }) {
  const Icon = useIcon(entry.icon ?? undefined);
  const navigator = useNavigator();
  return (
    <a
      href={entry.path}
      onClick={(e) => {
        e.preventDefault();
        navigator.open({ path: entry.path });
      }}
    >
      {Icon && <Icon />} {entry.title}
    </a>
  );
}

/** The greeting of the hour with the user's name and region, and (optionally) shortcuts to their pages. */
export function GreetingCard({ widget }: { widget: GreetingWidget }) {
  const ws = useWorkspace();
  const regions = ws.regions ?? [];
  return (
    <Card data-widget="greeting" style={{ height: '100%' }}>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {ws.greeting?.()}
        {ws.userName ? `，${ws.userName}` : ''}
      </Typography.Title>
      {regions.length > 0 && <Breadcrumb items={regions.map((title) => ({ title }))} />}
      {widget.shortcuts && !!ws.shortcuts?.length && (
        <>
          <Typography.Text type="secondary" style={{ display: 'block', margin: '16px 0 8px' }}>
            {texts.shortcuts}
          </Typography.Text>
          <Row gutter={[16, 12]}>
            {ws.shortcuts.map((e) => (
              <Col key={e.path} xs={12} sm={8} md={6} lg={4}>
                <Shortcut entry={e} />
              </Col>
            ))}
          </Row>
        </>
      )}
    </Card>
  );
}
