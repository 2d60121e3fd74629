/** The grid map's small rules (pure): status texts, area wording, point layer items, the draw links. */
import type { GridFeature } from '@shared/services/gis';
import type { PointLayerName } from '@shared/services/gis';

/** 001 step 4: drawing status 1 已标绘, 0 未标绘. */
export const drawStatusText = (status: number): string => (status === 1 ? '已标绘' : '未标绘');

/** Square metres as people read them: m² below a hectare's worth of digits, km² from one square kilometre. */
export function areaText(m2: number | undefined): string {
  if (m2 === undefined || m2 === null || !Number.isFinite(m2)) return '—';
  if (m2 >= 1_000_000) return `${(m2 / 1_000_000).toFixed(2)} 平方公里`;
  return `${Math.round(m2).toLocaleString('zh-CN')} 平方米`;
}

/** The point layers offered as toggles, with their names (the two search variants are not layers of their own). */
export const POINT_TOGGLES: Array<{ name: PointLayerName; label: string }> = [
  { name: 'findAllBuild', label: '楼栋' },
  { name: 'findAllComp', label: '单位' },
  { name: 'findAllEvent', label: '事件' },
  { name: 'findAllGridEmpl', label: '网格员' },
  { name: 'findAllPartCenter', label: '党群服务中心' },
];

export interface MapPoint {
  lng: number;
  lat: number;
  title: string;
}

const num = (v: unknown): number | null => (v === null || v === undefined || v === '' || !Number.isFinite(Number(v)) ? null : Number(v));

/** Items of a point layer that carry a position (gisLon/gisLat or lng/lat), with a title to show. */
export function pointsOf(items: unknown[]): MapPoint[] {
  const out: MapPoint[] = [];
  for (const item of items) {
    const o = (item ?? {}) as Record<string, unknown>;
    const lng = num(o.gisLon ?? o.lng ?? o.lon);
    const lat = num(o.gisLat ?? o.lat);
    if (lng === null || lat === null) continue;
    out.push({ lng, lat, title: String(o.name ?? o.title ?? o.buildName ?? o.realname ?? '') });
  }
  return out;
}

/** Grids drawn first, then by code. */
export const sortGrids = (grids: GridFeature[]): GridFeature[] =>
  [...grids].sort((a, b) => b.properties.drawStatus - a.properties.drawStatus || a.properties.regionCode.localeCompare(b.properties.regionCode));

/** The drawing page of a region or grid. */
export const drawPath = (regionCode: string): string => `/grid/draw?regionCode=${encodeURIComponent(regionCode)}`;
