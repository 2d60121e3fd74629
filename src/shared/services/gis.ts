/**
 * Map layers, drawing saves and map points (001 §7). Layers are GeoJSON FeatureCollections whose features carry
 * properties {regionCode, name, version, area}; which route answers which layer is documented on the server
 * (routes/tool-grid-controller.ts) and in docs/developers.md "Maps, the setup wizard and party organisations".
 */
import { get, post } from './define.js';

type Code = { regionCode: string };
export interface MapFeature {
  type: 'Feature';
  properties: { regionCode: string; name: string | null; version?: number; area?: number };
  geometry: { type: 'MultiPolygon'; coordinates: number[][][][] };
}
export interface MapLayer {
  type: 'FeatureCollection';
  features: MapFeature[];
}
export interface SaveFeatureParams {
  regionCode: string;
  /** The own shape: GeoJSON Feature, FeatureCollection, Polygon or MultiPolygon (object or text). */
  layerJson: unknown;
  /** The version the drawing started from (0 or absent for a first drawing). */
  version?: number;
  /** Neighbours the user chose to coexist with. */
  coexist?: string[];
  /** Neighbours whose borders received the cut's vertices. */
  siblings?: Array<{ regionCode: string; layerJson: unknown; version: number }>;
}

/** A place found by the address search (our regions and grids carry their code). */
export interface Place {
  name: string;
  lng: number;
  lat: number;
  address?: string;
  regionCode?: string;
}
/** A grid on the grid map: drawn grids have their shape, the others a null geometry. */
export interface GridFeature {
  type: 'Feature';
  properties: { regionCode: string; name: string; communityCode: string; communityName: string | null; drawStatus: number; version?: number; area?: number };
  geometry: MapFeature['geometry'] | null;
}
export type OrgPosition = { gisLon: number; gisLat: number };

export const tdtKey = get<Record<string, never>, string>('/ToolGridController/getTdtKey');
/** The intranet tile URL template of MAP_TILE_URL ('' when unset). */
export const mapTileUrl = get<Record<string, never>, string>('/ToolGridController/getMapTileUrl');
/** Address search: our regions and grids by name, then Tianditu's places when the server has a key. */
export const searchPlace = get<{ keyWord: string; count?: number }, Place[]>('/ToolGridController/searchPlace');
/** A region or grid as the drawing screen needs it before anything is drawn. */
export const regionInfo = get<Code, { regionCode: string; name: string; parentCode: string | null; drawn: boolean; mayDraw: boolean }>(
  '/ToolGridController/getRegionInfo',
);
export const gridsInScope = get<Record<string, never>, { type: 'FeatureCollection'; features: GridFeature[] }>('/ToolGridController/getGridsInScope');
export const featureByCode = get<Code, MapFeature | null>('/ToolGridController/getFeatureByCode');
export const regionLayer = get<Code, MapLayer>('/ToolGridController/getLayerByRegionCode');
export const sameLevelLayer = get<Code, MapLayer>('/ToolGridController/gettjLayerByRegionCode');
export const childLayer = get<Code, MapLayer>('/ToolGridController/getxjLayerByRegionCode');
export const childLayerWithSelf = get<Code, MapLayer>('/ToolGridController/getxjLayerByRegionCodeEx');
export const communityGrids = get<Code, MapLayer>('/ToolGridController/getSqWgByRegionCode');
export const gridByCode = get<Code, MapLayer>('/ToolGridController/getGridByCode');
export const saveFeature = post<SaveFeatureParams, { regionCode: string; area: number; version: number }>('/ToolGridController/saveFeature');
export const regionCodeByLocation = post<{ lng: number; lat: number }, string | null>('/ToolGridController/getRegionCodeByLocation', { writes: false });
export const userRegionFeature = get<Record<string, never>, MapLayer>('/GisApiController/getUserRegionFeature');
/** Stores a region's position; both values null clear it. */
export const editOrgGis = post<{ regionCode: string; gisLon: number | null; gisLat: number | null }, null>('/TBaseRegionController/editOrgGis');
export const orgGis = get<{ regionCode: string }, OrgPosition | null>('/TBaseRegionController/getOrgGis');
/** Point layers of the grid map, by route name (empty lists until buildings, events and staff exist). */
export const POINT_LAYER_NAMES = [
  'findAllBuild',
  'findAllComp',
  'findAllEvent',
  'findAllGridEmpl',
  'findAllPartCenter',
  'findAllGridEmplByKey',
  'findBuildByLoveTypes',
] as const;
export type PointLayerName = (typeof POINT_LAYER_NAMES)[number];
export const pointLayers = POINT_LAYER_NAMES.map((name) => post<Record<string, unknown>, unknown[]>(`/TPartGridAllTypeController/${name}`, { writes: false }));
