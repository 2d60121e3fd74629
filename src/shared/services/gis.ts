/**
 * Map layers, drawing saves and map points (001 §7). Layers are GeoJSON FeatureCollections whose features carry
 * properties {regionCode, name, version, area}; which route answers which layer is documented on the server
 * (routes/tool-grid-controller.ts) and in the README.
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

export const tdtKey = get<Record<string, never>, string>('/ToolGridController/getTdtKey');
export const featureByCode = get<Code, MapFeature | null>('/ToolGridController/getFeatureByCode');
export const regionLayer = get<Code, MapLayer>('/ToolGridController/getLayerByRegionCode');
export const sameLevelLayer = get<Code, MapLayer>('/ToolGridController/gettjLayerByRegionCode');
export const childLayer = get<Code, MapLayer>('/ToolGridController/getxjLayerByRegionCode');
export const childLayerWithSelf = get<Code, MapLayer>('/ToolGridController/getxjLayerByRegionCodeEx');
export const communityGrids = get<Code, MapLayer>('/ToolGridController/getSqWgByRegionCode');
export const gridByCode = get<Code, MapLayer>('/ToolGridController/getGridByCode');
export const saveFeature = post<SaveFeatureParams, { regionCode: string; area: number; version: number }>('/ToolGridController/saveFeature');
export const regionCodeByLocation = post<{ lng: number; lat: number }, string | null>('/ToolGridController/getRegionCodeByLocation');
export const userRegionFeature = get<Record<string, never>, MapLayer>('/GisApiController/getUserRegionFeature');
export const editOrgGis = post<{ regionCode: string; gisLon: number; gisLat: number }, null>('/TBaseRegionController/editOrgGis');
export const pointLayers = ['findAllBuild', 'findAllComp', 'findAllEvent', 'findAllGridEmpl', 'findAllPartCenter', 'findAllGridEmplByKey', 'findBuildByLoveTypes'].map((name) =>
  post<Record<string, unknown>, unknown[]>(`/TPartGridAllTypeController/${name}`),
);
