/**
 * Which tiles a map shows (pure): the MAP_TILE_URL template of an intranet tile service first (a deployment sets it
 * because it cannot reach Tianditu), else Tianditu's vector or satellite tiles with their label layer when the
 * server has a key, else none (the map shows a plain background and its region layers).
 */
export type BaseKind = 'vec' | 'img';

export interface MapSettings {
  /** getTdtKey (server env TDT_KEY); '' when unset. */
  tdtKey: string;
  /** getMapTileUrl (server env MAP_TILE_URL); '' when unset. */
  tileUrl: string;
}

export interface TileSpec {
  url: string;
  /** Leaflet's `{s}` values. */
  subdomains?: string;
  maxZoom: number;
}

const TIANDITU = (layer: string, key: string) =>
  `https://t{s}.tianditu.gov.cn/${layer}_w/wmts?SERVICE=WMTS&REQUEST=GetTile&VERSION=1.0.0&LAYER=${layer}&STYLE=default&TILEMATRIXSET=w&FORMAT=tiles&TILEMATRIX={z}&TILEROW={y}&TILECOL={x}&tk=${encodeURIComponent(key)}`;

/** The tile layers for a kind of base map, bottom first; [] when there is no tile source. */
export function baseLayerSpecs(settings: MapSettings, kind: BaseKind): TileSpec[] {
  if (settings.tileUrl) return [{ url: settings.tileUrl.replace(/\{type\}/g, kind), maxZoom: 18 }];
  if (!settings.tdtKey) return [];
  const labels = kind === 'vec' ? 'cva' : 'cia';
  return [
    { url: TIANDITU(kind, settings.tdtKey), subdomains: '01234567', maxZoom: 18 },
    { url: TIANDITU(labels, settings.tdtKey), subdomains: '01234567', maxZoom: 18 },
  ];
}

/** Whether the vector/satellite switch means anything: Tianditu has both; a template only with `{type}`. */
export const canSwitchBase = (settings: MapSettings): boolean => (settings.tileUrl ? settings.tileUrl.includes('{type}') : Boolean(settings.tdtKey));

export const hasBaseMap = (settings: MapSettings): boolean => Boolean(settings.tileUrl || settings.tdtKey);
