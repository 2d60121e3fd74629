/** Visual preferences (000 §1, §9), remembered in local storage. */
import { Button, Divider, Drawer, List, Radio, Switch, Tooltip } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { useSnapshot } from 'valtio';
import { resetPreferences, setPreference, settings, type Preferences } from '../stores/settings';

const COLORS = [
  { name: '拂晓蓝（默认）', color: '#1890FF' },
  { name: '薄暮', color: '#F5222D' },
  { name: '火山', color: '#FA541C' },
  { name: '日暮', color: '#FAAD14' },
  { name: '明青', color: '#13C2C2' },
  { name: '极光绿', color: '#52C41A' },
  { name: '极客蓝', color: '#2F54EB' },
  { name: '酱紫', color: '#722ED1' },
];

type Flag = { [K in keyof Preferences]: Preferences[K] extends boolean ? K : never }[keyof Preferences];

const SWITCHES: Array<{ key: Flag; label: string }> = [
  { key: 'fixedHeader', label: '固定顶栏' },
  { key: 'autoHideHeader', label: '下滑时隐藏顶栏' },
  { key: 'fixedSidebar', label: '固定侧边菜单' },
  { key: 'colorWeak', label: '色弱模式' },
  { key: 'multiPage', label: '多页签模式' },
];

export function SettingsDrawer({ open, onClose }: { open: boolean; onClose(): void }) {
  return (
    <Drawer open={open} onClose={onClose} title="系统设置" width={300}>
      <PreferencesPanel />
    </Drawer>
  );
}

/** The preferences themselves: in the drawer and on 个人设置 > 个性化设置, bound to the same store. */
export function PreferencesPanel() {
  const prefs = useSnapshot(settings).preferences;
  return (
    <>
      <Divider orientation="left">主题色</Divider>
      <div className="theme-colors">
        {COLORS.map((c) => (
          <Tooltip key={c.color} title={c.name}>
            <button
              type="button"
              className="theme-colors__item"
              style={{ background: c.color }}
              aria-label={c.name}
              onClick={() => setPreference('primaryColor', c.color)}
            >
              {prefs.primaryColor.toUpperCase() === c.color && <CheckOutlined />}
            </button>
          </Tooltip>
        ))}
      </div>
      <Divider orientation="left">导航模式</Divider>
      <Radio.Group value={prefs.layout} onChange={(e) => setPreference('layout', e.target.value)}>
        <Radio.Button value="sidemenu">侧边栏导航</Radio.Button>
        <Radio.Button value="topmenu">顶部栏导航</Radio.Button>
      </Radio.Group>
      <Divider orientation="left">内容区域宽度</Divider>
      <Radio.Group value={prefs.contentWidth} onChange={(e) => setPreference('contentWidth', e.target.value)}>
        <Radio.Button value="Fluid">流式</Radio.Button>
        <Radio.Button value="Fixed">定宽</Radio.Button>
      </Radio.Group>
      <Divider orientation="left">其他设置</Divider>
      <List
        size="small"
        dataSource={SWITCHES}
        renderItem={(s) => (
          <List.Item actions={[<Switch key="s" size="small" checked={prefs[s.key]} aria-label={s.label} onChange={(v) => setPreference(s.key, v)} />]}>
            {s.label}
          </List.Item>
        )}
      />
      <Button block style={{ marginTop: 16 }} onClick={resetPreferences}>
        恢复默认设置
      </Button>
    </>
  );
}
