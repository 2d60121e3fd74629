import { Button, Checkbox, Popover, Space } from 'antd';
import type L from 'leaflet';
import { BaseMapSwitch } from '../../map/base-map-switch';
import { COLORS } from '../../map/constants';
import type { MapApi } from '../../map/map-api';
import { hasChildLevel } from '@validators/region-code';
import { SearchBox } from '../../map/search-box';
import { mapTexts } from '../../map/texts';
import type { BaseMap } from '../../map/use-base-map';
import { drawerTexts } from './texts';
import type { Display } from './use-drawer-layers';

interface TopBarProps {
  map: L.Map | null;
  api: MapApi;
  regionCode: string;
  title: string;
  display: Display;
  onDisplay(d: Display): void;
  listOpen: boolean;
  onToggleList(): void;
  color: string;
  onColor(c: string): void;
  base: BaseMap;
  onBack?(): void;
}

/** 返回, 搜索地址, the layer checkboxes (child disabled below communities), 网格列表, the colour picker, the base map. */
export function TopBar(p: TopBarProps) {
  const swatches = (
    <div className="zhdj-color-grid" role="radiogroup" aria-label={drawerTexts.color}>
      {COLORS.map((c) => (
        <button
          key={c}
          type="button"
          role="radio"
          aria-checked={c === p.color}
          aria-label={c}
          className={`zhdj-color-swatch${c === p.color ? ' is-active' : ''}`}
          style={{ background: c }}
          onClick={() => p.onColor(c)}
        />
      ))}
    </div>
  );
  return (
    <div className="zhdj-drawer-top">
      <Space wrap size={[12, 8]}>
        {p.onBack && <Button onClick={p.onBack}>{mapTexts.back}</Button>}
        <strong className="zhdj-drawer-title">{p.title}</strong>
        <SearchBox map={p.map} api={p.api} />
        <Checkbox checked={p.display.parent} onChange={(e) => p.onDisplay({ ...p.display, parent: e.target.checked })}>
          {drawerTexts.showParent}
        </Checkbox>
        <Checkbox checked={p.display.same} onChange={(e) => p.onDisplay({ ...p.display, same: e.target.checked })}>
          {drawerTexts.showSameLevel}
        </Checkbox>
        <Checkbox
          checked={p.display.children}
          disabled={!hasChildLevel(p.regionCode)}
          onChange={(e) => p.onDisplay({ ...p.display, children: e.target.checked })}
        >
          {drawerTexts.showChildren}
        </Checkbox>
        <Button type={p.listOpen ? 'primary' : 'default'} aria-pressed={p.listOpen} onClick={p.onToggleList}>
          {drawerTexts.gridList}
        </Button>
        <Popover content={swatches} trigger="click">
          <Button>
            <span className="zhdj-color-dot" style={{ background: p.color }} /> {drawerTexts.color}
          </Button>
        </Popover>
        <BaseMapSwitch base={p.base} />
      </Space>
    </div>
  );
}
