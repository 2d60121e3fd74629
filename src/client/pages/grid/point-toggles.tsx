import { useEffect, useRef, useState } from 'react';
import { Checkbox, Space } from 'antd';
import type { MapApi } from '@renderer/map/map-api';
import type { PointLayerName } from '@shared/services/gis';
import { pointsOf, POINT_TOGGLES, type MapPoint } from './grid-map-model';

/**
 * The point layers as toggles; each loads when switched on and shows how many it holds. Their areas (buildings,
 * events, staff) are not built yet, so today each holds 0.
 */
export function usePointLayers(api: MapApi) {
  const [on, setOn] = useState<PointLayerName[]>([]);
  const [items, setItems] = useState<Partial<Record<PointLayerName, MapPoint[] | 'failed'>>>({});
  const asked = useRef(new Set<PointLayerName>());
  useEffect(() => {
    for (const name of on) {
      if (asked.current.has(name)) continue;
      asked.current.add(name);
      api.pointLayer({ name }).then(
        (list) => setItems((m) => ({ ...m, [name]: pointsOf(Array.isArray(list) ? list : []) })),
        () => setItems((m) => ({ ...m, [name]: 'failed' })),
      );
    }
  }, [api, on]);
  const points = on.flatMap((n) => (Array.isArray(items[n]) ? (items[n] as MapPoint[]) : []));
  return { on, setOn, items, points };
}

export function PointToggles({ layers }: { layers: ReturnType<typeof usePointLayers> }) {
  const count = (name: PointLayerName) => {
    const v = layers.items[name];
    return v === 'failed' ? '（加载失败）' : v ? `（${v.length}）` : '';
  };
  return (
    <Checkbox.Group value={layers.on} onChange={(v) => layers.setOn(v as PointLayerName[])}>
      <Space wrap>
        {POINT_TOGGLES.map((t) => (
          <Checkbox key={t.name} value={t.name}>
            {t.label}
            {layers.on.includes(t.name) ? count(t.name) : ''}
          </Checkbox>
        ))}
      </Space>
    </Checkbox.Group>
  );
}
