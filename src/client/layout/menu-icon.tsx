/**
 * Menu icons by their stored name (antd 3 style, e.g. "dashboard", "usergroup-add"). An explicit map keeps the
 * bundle small; a name not listed shows no icon rather than a wrong one.
 */
import {
  AppstoreOutlined, AreaChartOutlined, BankOutlined, BarChartOutlined, BookOutlined, DashboardOutlined, DeploymentUnitOutlined,
  EnvironmentOutlined, FileTextOutlined, FlagOutlined, FundOutlined, HeatMapOutlined, HomeOutlined, MedicineBoxOutlined,
  MessageOutlined, MonitorOutlined, NotificationOutlined, QuestionCircleOutlined, ReadOutlined, SettingOutlined, SolutionOutlined,
  TableOutlined, TeamOutlined, UserOutlined, UsergroupAddOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

const ICONS: Record<string, ComponentType> = {
  appstore: AppstoreOutlined, 'area-chart': AreaChartOutlined, bank: BankOutlined, 'bar-chart': BarChartOutlined, book: BookOutlined,
  dashboard: DashboardOutlined, 'deployment-unit': DeploymentUnitOutlined, environment: EnvironmentOutlined, 'file-text': FileTextOutlined,
  flag: FlagOutlined, fund: FundOutlined, 'heat-map': HeatMapOutlined, home: HomeOutlined, 'medicine-box': MedicineBoxOutlined,
  message: MessageOutlined, monitor: MonitorOutlined, notification: NotificationOutlined, 'question-circle': QuestionCircleOutlined,
  read: ReadOutlined, setting: SettingOutlined, solution: SolutionOutlined, table: TableOutlined, team: TeamOutlined, user: UserOutlined,
  'usergroup-add': UsergroupAddOutlined,
};

/** Accepts "dashboard", "DashboardOutlined" or "dashboard-outlined". */
export function iconComponent(name: string | null | undefined): ComponentType | undefined {
  if (!name) return undefined;
  const key = name.replace(/Outlined$|-outlined$/i, '').replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase();
  return ICONS[key];
}

export function MenuIcon({ name }: { name: string | null | undefined }) {
  const Icon = iconComponent(name);
  return Icon ? <Icon /> : null;
}
