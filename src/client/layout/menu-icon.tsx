/**
 * Menu icons by their stored name: any @ant-design/icons icon (see iconExportName). The icons the seeded menus use
 * are bundled; any other is loaded on first use as its own small chunk, so the layout does not carry all 800.
 */
import {
  AppstoreOutlined,
  AreaChartOutlined,
  BankOutlined,
  BarChartOutlined,
  BookOutlined,
  DashboardOutlined,
  DeploymentUnitOutlined,
  EnvironmentOutlined,
  FileTextOutlined,
  FlagOutlined,
  FundOutlined,
  HeatMapOutlined,
  HomeOutlined,
  MedicineBoxOutlined,
  MessageOutlined,
  MonitorOutlined,
  NotificationOutlined,
  QuestionCircleOutlined,
  ReadOutlined,
  SettingOutlined,
  SolutionOutlined,
  TableOutlined,
  TeamOutlined,
  UserOutlined,
  UsergroupAddOutlined,
} from '@ant-design/icons';
import { useEffect, useState, type ComponentType } from 'react';
import { iconExportName } from '@shared/icon-name';

const BUNDLED: Record<string, ComponentType> = {
  AppstoreOutlined,
  AreaChartOutlined,
  BankOutlined,
  BarChartOutlined,
  BookOutlined,
  DashboardOutlined,
  DeploymentUnitOutlined,
  EnvironmentOutlined,
  FileTextOutlined,
  FlagOutlined,
  FundOutlined,
  HeatMapOutlined,
  HomeOutlined,
  MedicineBoxOutlined,
  MessageOutlined,
  NotificationOutlined,
  MonitorOutlined,
  QuestionCircleOutlined,
  ReadOutlined,
  SettingOutlined,
  SolutionOutlined,
  TableOutlined,
  TeamOutlined,
  UserOutlined,
  UsergroupAddOutlined,
};

// Relative to this file: Vite's root is src/client, vitest's the repository. The bundled ones are left out (the
// glob must be literal), else Vite warns that a dynamic import cannot move a statically imported module.
const ICON_DIR = '../../../node_modules/@ant-design/icons/es/icons/';
const LOADERS = import.meta.glob<{ default: ComponentType }>([
  '../../../node_modules/@ant-design/icons/es/icons/*.js',
  '!**/{AppstoreOutlined,AreaChartOutlined,BankOutlined,BarChartOutlined,BookOutlined,DashboardOutlined,DeploymentUnitOutlined,EnvironmentOutlined,FileTextOutlined,FlagOutlined,FundOutlined,HeatMapOutlined,HomeOutlined,MedicineBoxOutlined,MessageOutlined,MonitorOutlined,NotificationOutlined,QuestionCircleOutlined,ReadOutlined,SettingOutlined,SolutionOutlined,TableOutlined,TeamOutlined,UserOutlined,UsergroupAddOutlined}.js',
]);
const loaded = new Map<string, ComponentType>();

/** The icon's component when it is already at hand (bundled or loaded before). */
export function iconComponent(name: string | null | undefined): ComponentType | undefined {
  if (!name) return undefined;
  const exportName = iconExportName(name);
  return BUNDLED[exportName] ?? loaded.get(exportName);
}

/** Loads an icon that is not bundled; undefined for a name antd does not have. */
export async function loadIcon(name: string): Promise<ComponentType | undefined> {
  const exportName = iconExportName(name);
  const load = LOADERS[`${ICON_DIR}${exportName}.js`];
  if (!load) return undefined;
  const Icon = (await load()).default;
  loaded.set(exportName, Icon);
  return Icon;
}

export function MenuIcon({ name }: { name: string | null | undefined }) {
  const [Icon, setIcon] = useState(() => iconComponent(name));
  useEffect(() => {
    const now = iconComponent(name);
    setIcon(() => now);
    if (now || !name) return;
    let live = true;
    loadIcon(name).then(
      (found) => live && setIcon(() => found),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [name]);
  return Icon ? <Icon /> : null;
}
