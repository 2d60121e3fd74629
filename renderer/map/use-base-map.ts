import { useEffect, useState } from 'react';
import type L from 'leaflet';
import { baseLayerSpecs, canSwitchBase, hasBaseMap, type BaseKind, type MapSettings } from './base-layers';
import { L as Leaflet } from './leaflet';
import type { MapApi } from './map-api';
import { mapTexts } from './texts';

export interface BaseMap {
  kind: BaseKind;
  setKind(kind: BaseKind): void;
  /** Whether the vector/satellite switch is offered. */
  canSwitch: boolean;
  /** Shown in a corner when there is no base map or its tiles fail: the region layers still work. */
  notice: string | null;
}

/**
 * The base map under a map: the tiles of the settings for the chosen kind. With no tile source, or when the first
 * tiles fail before any loaded (no internet on the machine), the layers go and a plain background stays.
 */
export function useBaseMap(map: L.Map | null, api: MapApi): BaseMap {
  const [settings, setSettings] = useState<MapSettings | null>(null);
  const [kind, setKind] = useState<BaseKind>('vec');
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    void api.settings().then((s) => live && setSettings(s));
    return () => void (live = false);
  }, [api]);
  useEffect(() => {
    if (!map || !settings || failed) return;
    let loaded = 0;
    const layers = baseLayerSpecs(settings, kind).map((spec) =>
      Leaflet.tileLayer(spec.url, { maxZoom: 20, maxNativeZoom: spec.maxZoom, ...(spec.subdomains ? { subdomains: spec.subdomains } : {}) })
        .on('tileload', () => void loaded++)
        .on('tileerror', () => {
          if (!loaded) setFailed(true);
        }),
    );
    layers.forEach((l) => l.addTo(map).bringToBack());
    return () => layers.forEach((l) => l.remove());
  }, [map, settings, kind, failed]);
  const notice = !settings ? null : !hasBaseMap(settings) ? mapTexts.noBaseMap : failed ? mapTexts.baseMapFailed : null;
  return { kind, setKind, canSwitch: !!settings && canSwitchBase(settings) && !failed, notice };
}
