import { useEffect, useRef, useState } from 'react';
import type L from 'leaflet';
import { createMap } from './leaflet';

/**
 * A Leaflet map living on a div for the component's lifetime. A size change (a tab shown again, a window resized)
 * tells Leaflet to measure again, so a map created in a hidden keep-alive tab still fills its box.
 */
export function useLeafletMap(options: { doubleClickZoom?: boolean } = {}): { ref: React.RefObject<HTMLDivElement>; map: L.Map | null } {
  const { doubleClickZoom } = options;
  const ref = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<L.Map | null>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const created = createMap(el, { doubleClickZoom });
    setMap(created);
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => created.invalidateSize());
    resize?.observe(el);
    return () => {
      resize?.disconnect();
      created.remove();
      setMap(null);
    };
  }, [doubleClickZoom]);
  return { ref, map };
}
