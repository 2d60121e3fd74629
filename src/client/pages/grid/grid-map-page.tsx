/**
 * /grid/map: every grid of the user's scope on the map with its name and drawing status, the user's region outline,
 * the point layers as toggles, and the details of a grid on click. A community official gets 绘制社区范围, which
 * opens the drawing page for their own community.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Alert, Button, Card, Space, Spin } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { useDataProvider } from '@renderer/data-provider';
import { BaseMapNotice, BaseMapSwitch } from '@renderer/map/base-map-switch';
import { mapApi } from '@renderer/map/map-api';
import { SearchBox } from '@renderer/map/search-box';
import { useBaseMap } from '@renderer/map/use-base-map';
import { useLeafletMap } from '@renderer/map/use-leaflet-map';
import type { GridFeature, MapLayer } from '@shared/services/gis';
import { useMenuRoutes } from '../../router/use-menu-routes';
import { routeForPath } from '../../layout/route-meta';
import { session } from '../../stores/session';
import { drawPath, sortGrids } from './grid-map-model';
import { GridPanel } from './grid-panel';
import { PointToggles, usePointLayers } from './point-toggles';
import { useGridLayers, usePointMarkers } from './use-grid-map-layers';
import './grid-pages.css';
import { COMMUNITY_CODE_LENGTH } from '@validators/region-code';

export default function GridMapPage() {
  const provider = useDataProvider();
  const api = useMemo(() => mapApi(provider), [provider]);
  const navigate = useNavigate();
  const user = useSnapshot(session).userInfo;
  const mayDraw = !!routeForPath(useMenuRoutes(), '/grid/draw');
  const { ref, map } = useLeafletMap({ doubleClickZoom: true });
  const base = useBaseMap(map, api);
  const [region, setRegion] = useState<MapLayer | null>(null);
  const [grids, setGrids] = useState<GridFeature[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const points = usePointLayers(api);

  useEffect(() => {
    let live = true;
    Promise.all([api.userRegionLayer().catch(() => null), api.gridsInScope()]).then(
      ([r, g]) => live && (setRegion(r), setGrids(sortGrids(g.features))),
      (e: unknown) => live && setFailed(e instanceof Error ? e.message : '地图数据加载失败'),
    );
    return () => void (live = false);
  }, [api]);

  const select = useCallback((code: string) => setSelected(code), []);
  useGridLayers(map, region, grids ?? [], selected, select);
  usePointMarkers(map, points.points);
  const community = user?.regionCode && user.regionCode.length === COMMUNITY_CODE_LENGTH ? user.regionCode : null;
  const chosen = grids?.find((g) => g.properties.regionCode === selected) ?? null;

  return (
    <Card className="grid-map-page" title="网格地图" styles={{ body: { padding: 0, flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' } }}>
      <div className="grid-map-top">
        <Space wrap size={[12, 8]}>
          <SearchBox map={map} api={api} />
          <PointToggles layers={points} />
          {mayDraw && community && (
            <Button type="primary" onClick={() => navigate(drawPath(community))}>
              绘制社区范围
            </Button>
          )}
          <BaseMapSwitch base={base} />
        </Space>
      </div>
      <div className="grid-map-body">
        <div className="grid-map-canvas">
          <div ref={ref} className="zhdj-map grid-map-leaflet" aria-label="网格地图" />
          <BaseMapNotice base={base} />
          {failed && <Alert className="grid-map-alert" type="error" showIcon message={failed} />}
          {!grids && !failed && <Spin className="grid-map-alert" />}
        </div>
        <GridPanel grids={grids ?? []} selected={chosen} onSelect={select} onDraw={mayDraw ? (code) => navigate(drawPath(code)) : undefined} />
      </div>
    </Card>
  );
}
