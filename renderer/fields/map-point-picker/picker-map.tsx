import { useEffect, useRef, useState } from 'react';
import { Button, Space } from 'antd';
import type L from 'leaflet';
import type { MultiPolygon } from '@shared/geo';
import { BaseMapNotice, BaseMapSwitch } from '../../map/base-map-switch';
import { DEFAULT_ZOOM, PARENT_COLOR } from '../../map/constants';
import { boundsOf } from '../../map/geometry';
import { fitTo, L as Leaflet } from '../../map/leaflet';
import type { MapApi } from '../../map/map-api';
import { shapeOf, shapesLayer } from '../../map/region-layers';
import { SearchBox } from '../../map/search-box';
import { mapTexts } from '../../map/texts';
import { useBaseMap } from '../../map/use-base-map';
import { useLeafletMap } from '../../map/use-leaflet-map';
import { useFeedback } from '../../hooks/use-feedback';

export type LngLat = [number, number];

export interface PickerMapProps {
  api: MapApi;
  /** The point to start from. */
  initial: LngLat | null;
  /** The region whose outline frames the map (else the user's own region). */
  regionCode?: string;
  readOnly?: boolean;
  onBack?(): void;
  /** 确定 with a point; without one it warns 请绘制点!. */
  onConfirm?(point: LngLat): void | Promise<void>;
  height?: number | string;
}

/** The map point picker (001 §2 "Map point picker"): 搜索地址, 返回, 确定; a click or a chosen place sets the point. */
export function PickerMap({ api, initial, regionCode, readOnly, onBack, onConfirm, height = 520 }: PickerMapProps) {
  const { message } = useFeedback();
  const { ref, map } = useLeafletMap();
  const base = useBaseMap(map, api);
  const [start] = useState<LngLat | null>(initial);
  const [point, setPoint] = useState<LngLat | null>(initial);
  const [busy, setBusy] = useState(false);
  const outline = useRef<L.Layer | null>(null);

  useEffect(() => {
    if (!map) return;
    let live = true;
    const load = regionCode ? api.regionLayer({ regionCode }) : api.userRegionLayer();
    load.then(
      (layer) => {
        if (!live) return;
        const shapes = layer.features.map(shapeOf);
        outline.current = shapesLayer(shapes, { color: PARENT_COLOR, fill: false, fillOpacity: 0, dashArray: '8 6', weight: 3 }).addTo(map);
        if (!start) fitTo(map, boundsOf(shapes.map((s) => s.shape as MultiPolygon)));
      },
      () => undefined,
    );
    if (start) map.setView([start[1], start[0]], DEFAULT_ZOOM);
    return () => {
      live = false;
      outline.current?.remove();
    };
  }, [map, api, regionCode, start]);

  useEffect(() => {
    if (!map || readOnly) return;
    const place = (e: L.LeafletMouseEvent) => setPoint([e.latlng.lng, e.latlng.lat]);
    map.on('click', place);
    return () => void map.off('click', place);
  }, [map, readOnly]);

  useEffect(() => {
    if (!map || !point) return;
    const mark = Leaflet.circleMarker([point[1], point[0]], {
      radius: 8,
      color: '#fff',
      weight: 3,
      fillColor: '#f5222d',
      fillOpacity: 1,
      interactive: false,
      className: 'zhdj-picked-point',
    }).addTo(map);
    return () => void mark.remove();
  }, [map, point]);

  async function confirm() {
    if (!point) return void message.warning(mapTexts.drawPointFirst);
    setBusy(true);
    try {
      await onConfirm?.(point);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="zhdj-picker" style={{ height }}>
      <div className="zhdj-picker__top">
        <Space wrap>
          {onBack && <Button onClick={onBack}>{mapTexts.back}</Button>}
          <SearchBox map={map} api={api} onChoose={readOnly ? undefined : (p) => setPoint([p.lng, p.lat])} />
          <span className="zhdj-picker__coords" aria-live="polite">
            {point ? `${mapTexts.longitude} ${point[0].toFixed(6)}，${mapTexts.latitude} ${point[1].toFixed(6)}` : readOnly ? '' : mapTexts.clickToPlace}
          </span>
          <BaseMapSwitch base={base} />
        </Space>
        {!readOnly && (
          <Button type="primary" loading={busy} onClick={() => void confirm()}>
            {mapTexts.ok}
          </Button>
        )}
      </div>
      <div className="zhdj-picker__body">
        <div ref={ref} className={`zhdj-map zhdj-picker__map${readOnly ? '' : ' zhdj-map--crosshair'}`} />
        <BaseMapNotice base={base} />
      </div>
    </div>
  );
}
