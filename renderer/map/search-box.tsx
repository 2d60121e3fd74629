import { useRef, useState } from 'react';
import { AutoComplete, Input, Typography } from 'antd';
import type L from 'leaflet';
import type { Place } from '@shared/services/gis';
import { FLY_ZOOM } from './constants';
import { L as Leaflet } from './leaflet';
import type { MapApi } from './map-api';
import { mapTexts } from './texts';

export interface SearchBoxProps {
  map: L.Map | null;
  api: MapApi;
  /** Called with the chosen place after the map flew there (the point picker places its point). */
  onChoose?(place: Place): void;
  width?: number;
}

/**
 * 搜索地址: our regions and grids by name, and Tianditu's places when the server has a key (001 §9: 10 candidates);
 * choosing one flies there at zoom 18 and marks it. A failed lookup shows 获取位置失败.
 */
export function SearchBox({ map, api, onChoose, width = 240 }: SearchBoxProps) {
  const [places, setPlaces] = useState<Place[]>([]);
  const [status, setStatus] = useState<'idle' | 'searching' | 'failed' | 'none'>('idle');
  const mark = useRef<L.Layer | null>(null);
  const asked = useRef(0);

  async function search(words: string) {
    const text = words.trim();
    if (!text) return setPlaces([]);
    const round = ++asked.current;
    setStatus('searching');
    try {
      const found = await api.searchPlace({ keyWord: text });
      if (round !== asked.current) return;
      setPlaces(found);
      setStatus(found.length ? 'idle' : 'none');
    } catch {
      if (round === asked.current) setStatus('failed');
    }
  }

  function choose(index: number) {
    const place = places[index];
    if (!place || !map) return;
    mark.current?.remove();
    mark.current = Leaflet.circleMarker([place.lat, place.lng], { radius: 8, color: '#fa541c', weight: 3, fillOpacity: 0.3, interactive: false }).addTo(map);
    map.flyTo([place.lat, place.lng], FLY_ZOOM, { duration: 0.6 });
    onChoose?.(place);
  }

  return (
    <span className="zhdj-map-search">
      <AutoComplete
        style={{ width }}
        options={places.map((p, i) => ({ value: String(i), label: p.address ? `${p.name}（${p.address}）` : p.name }))}
        onSelect={(v: string) => choose(Number(v))}
        popupMatchSelectWidth={false}
      >
        <Input.Search
          placeholder={mapTexts.searchAddress}
          allowClear
          loading={status === 'searching'}
          onSearch={(v) => void search(v)}
          aria-label={mapTexts.searchAddress}
        />
      </AutoComplete>
      {status === 'failed' && (
        <Typography.Text type="danger" className="zhdj-map-search__status">
          {mapTexts.lookupFailed}
        </Typography.Text>
      )}
      {status === 'none' && (
        <Typography.Text type="secondary" className="zhdj-map-search__status">
          {mapTexts.noPlace}
        </Typography.Text>
      )}
    </span>
  );
}
