/**
 * The map calls of the service registry (src/shared/services/gis.ts) over the host's DataProvider.call, typed.
 * One object per provider, like the provider itself: plain async functions taking one params object.
 */
import { gis, type ApiDef, type ParamsOf, type ResultOf } from '@shared/services';
import { POINT_LAYER_NAMES, type PointLayerName } from '@shared/services/gis';
import type { DataProvider } from '../data-provider';
import type { MapSettings } from './base-layers';

export type MapApi = ReturnType<typeof mapApi>;

export function mapApi(provider: DataProvider) {
  const call = <D extends ApiDef<any, any>>(def: D, params: ParamsOf<D>): Promise<ResultOf<D>> =>
    provider.call({
      method: def.method,
      url: def.path,
      ...(def.send === 'query' ? { params: params as Record<string, unknown> } : { data: params }),
    }) as Promise<ResultOf<D>>;
  return {
    /** The tile settings; a failed lookup counts as none (the map still shows its region layers). */
    async settings(): Promise<MapSettings> {
      const [tdtKey, tileUrl] = await Promise.all([call(gis.tdtKey, {}).catch(() => ''), call(gis.mapTileUrl, {}).catch(() => '')]);
      return { tdtKey: tdtKey || '', tileUrl: tileUrl || '' };
    },
    regionInfo: (p: { regionCode: string }) => call(gis.regionInfo, p),
    feature: (p: { regionCode: string }) => call(gis.featureByCode, p),
    regionLayer: (p: { regionCode: string }) => call(gis.regionLayer, p),
    sameLevelLayer: (p: { regionCode: string }) => call(gis.sameLevelLayer, p),
    childLayer: (p: { regionCode: string }) => call(gis.childLayer, p),
    userRegionLayer: () => call(gis.userRegionFeature, {}),
    gridsInScope: () => call(gis.gridsInScope, {}),
    save: (p: ParamsOf<typeof gis.saveFeature>) => call(gis.saveFeature, p),
    searchPlace: (p: { keyWord: string; count?: number }) => call(gis.searchPlace, p),
    orgPosition: (p: { regionCode: string }) => call(gis.orgGis, p),
    savePosition: (p: ParamsOf<typeof gis.editOrgGis>) => call(gis.editOrgGis, p),
    /** One point layer of the grid map by its route name (findAllBuild…). */
    pointLayer: (p: { name: PointLayerName }) => call(gis.pointLayers[POINT_LAYER_NAMES.indexOf(p.name)], {}),
  };
}
