/** 个人设置: a menu of its four panes; each pane has its own route (/account/settings/base, …). */
import { Card, Col, Menu, Row } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import { PreferencesPanel } from '../../layout/settings-drawer';
import { SettingsBase } from './settings-base';
import { SettingsNotification } from './settings-notification';
import { SettingsSecurity } from './settings-security';

const PANES = [
  { key: '/account/settings/base', label: '基本设置', pane: <SettingsBase /> },
  { key: '/account/settings/security', label: '安全设置', pane: <SettingsSecurity /> },
  {
    key: '/account/settings/custom',
    label: '个性化设置',
    pane: (
      <div style={{ maxWidth: 420 }}>
        <PreferencesPanel />
      </div>
    ),
  },
  { key: '/account/settings/notification', label: '新消息通知', pane: <SettingsNotification /> },
];

export default function AccountSettingsPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const current = PANES.find((p) => pathname.startsWith(p.key)) ?? PANES[0];
  return (
    <Card title="个人设置">
      <Row gutter={24}>
        <Col xs={24} md={6}>
          <Menu mode="inline" selectedKeys={[current.key]} items={PANES.map(({ key, label }) => ({ key, label }))} onClick={(e) => navigate(e.key)} />
        </Col>
        <Col xs={24} md={18}>
          <h3 style={{ marginTop: 0 }}>{current.label}</h3>
          {current.pane}
        </Col>
      </Row>
    </Card>
  );
}
