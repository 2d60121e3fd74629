import { useMemo } from 'react';
import { connect, mapReadPretty } from '@formily/react';
import { Button, Result, Spin } from 'antd';
import { useDataProvider } from '../../data-provider';
import { mapApi } from '../../map/map-api';
import { hasChildLevel, isRegionCode } from '@validators/region-code';
import { DrawerScreen } from './drawer-screen';
import { drawerTexts } from './texts';
import { useDrawerData } from './use-drawer-data';
import type { DrawerHandle } from './use-drawer-handle';
import type { SaveResult } from './use-drawer-save';
import './drawer.css';

export type { DrawerHandle, SaveResult };

export interface MapDrawerProps {
  /** The region or grid code whose boundary is drawn; without it, the field's value. */
  regionCode?: string;
  /** Formily's value: the code, when the field holds one (e.g. gridCode). The drawer never changes it. */
  value?: string;
  /** Offers 绘制点: the region's position (saved by editOrgGis; regions of up to 12 digits, not grids). */
  allowMarks?: boolean;
  /** The screen's height (CSS); default 100% of the box it sits in. */
  height?: number | string;
  /** Title over the map; default the region's name. */
  title?: string;
  /** Shows only the map and layers: no tools, no 确定. */
  readOnly?: boolean;
  /** No 确定 of its own: a host saves through the handle (`onReady`) with buttons of its own. */
  hideConfirm?: boolean;
  /** 返回: shown when given. */
  onBack?(): void;
  /** After a successful save, by 确定 or by the handle (001 §4: the drawing emits completion). */
  onDone?(result: SaveResult): void;
  /**
   * Host only: once the drawing screen has loaded, a handle to drive it with buttons of its own (polygonCount,
   * isChanged, save); one handle per loaded screen, given again when another region is loaded.
   */
  onReady?(handle: DrawerHandle): void;
}

/**
 * MapDrawer (001 §2 step 3, §4 "Drawing editType", §5 "Drawing"): draws the boundary of a region or grid over its
 * parent, neighbours and children, with the geometry core keeping shared borders shared, and saves it with the
 * neighbours it changed.
 */
export function MapDrawer(props: MapDrawerProps) {
  const provider = useDataProvider();
  const api = useMemo(() => mapApi(provider), [provider]);
  const code = String(props.regionCode ?? props.value ?? '');
  const allowMarks = Boolean(props.allowMarks) && hasChildLevel(code);
  const { load, reload } = useDrawerData(api, code, allowMarks);
  const style = { height: props.height ?? '100%' };
  if (!isRegionCode(code)) return <Result status="warning" title="区域编码不正确" style={style} />;
  if (load.state === 'loading') return <Spin style={{ display: 'block', margin: '64px auto' }} />;
  if (load.state === 'failed') {
    return (
      <Result
        status="error"
        title={drawerTexts.loadFailed}
        subTitle={load.message}
        extra={<Button onClick={reload}>{drawerTexts.retry}</Button>}
        style={style}
      />
    );
  }
  return (
    <div className="zhdj-drawer-frame" style={style}>
      <DrawerScreen
        key={code}
        data={load.data}
        api={api}
        regionCode={code}
        allowMarks={allowMarks}
        readOnly={Boolean(props.readOnly)}
        title={props.title}
        hideConfirm={Boolean(props.hideConfirm)}
        onBack={props.onBack}
        onDone={props.onDone}
        onReady={props.onReady}
      />
    </div>
  );
}

export default connect(
  MapDrawer,
  mapReadPretty((p: MapDrawerProps) => <MapDrawer {...p} readOnly />),
);
