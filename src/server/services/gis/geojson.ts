import { snapMulti, type MultiPolygon } from '../../../shared/geo/index.js';
import { badRequest } from '../../http/errors.js';

const MAX_VERTICES = 50_000;

const isPosition = (p: unknown): p is [number, number] =>
  Array.isArray(p) &&
  p.length >= 2 &&
  typeof p[0] === 'number' &&
  typeof p[1] === 'number' &&
  Number.isFinite(p[0]) &&
  Number.isFinite(p[1]) &&
  Math.abs(p[0]) <= 180 &&
  Math.abs(p[1]) <= 90;

function polygonOf(rings: unknown): MultiPolygon[number] {
  if (!Array.isArray(rings) || !rings.length) throw badRequest('图形数据不正确：多边形没有边界');
  return rings.map((ring) => {
    if (!Array.isArray(ring) || ring.length < 4 || !ring.every(isPosition)) throw badRequest('图形数据不正确：多边形至少需要3个点，坐标应为经纬度');
    const first = ring[0] as number[];
    const last = ring[ring.length - 1] as number[];
    if (first[0] !== last[0] || first[1] !== last[1]) throw badRequest('图形数据不正确：多边形边界未闭合');
    return (ring as number[][]).map((p) => [p[0], p[1]] as [number, number]);
  });
}

/**
 * A drawing as the client sends it (layerJson: a GeoJSON Feature, FeatureCollection, Polygon or MultiPolygon, as
 * text or object) read into one MultiPolygon on the 1e-7 grid, or a Chinese 400 for anything else.
 */
export function readLayer(layer: unknown): MultiPolygon {
  let value = layer;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      throw badRequest('图形数据不是有效的JSON');
    }
  }
  const shapes: MultiPolygon = [];
  const visit = (g: unknown): void => {
    const o = g as { type?: unknown; geometry?: unknown; features?: unknown; coordinates?: unknown };
    if (!o || typeof o !== 'object') throw badRequest('图形数据不正确');
    if (o.type === 'FeatureCollection' && Array.isArray(o.features)) return o.features.forEach(visit);
    if (o.type === 'Feature') return visit(o.geometry);
    if (o.type === 'Polygon') return void shapes.push(polygonOf(o.coordinates));
    if (o.type === 'MultiPolygon' && Array.isArray(o.coordinates)) return void (o.coordinates as unknown[]).forEach((p) => shapes.push(polygonOf(p)));
    throw badRequest('图形数据不正确：只接受多边形');
  };
  visit(value);
  if (shapes.flat(2).length > MAX_VERTICES) throw badRequest(`图形过于复杂：最多${MAX_VERTICES}个顶点`);
  return snapMulti(shapes);
}

/** A stored shape as the GeoJSON Feature the client draws. */
export const featureOf = (regionCode: string, name: string | null, shape: MultiPolygon, extra: Record<string, unknown> = {}) => ({
  type: 'Feature' as const,
  properties: { regionCode, name, ...extra },
  geometry: { type: 'MultiPolygon' as const, coordinates: shape },
});
