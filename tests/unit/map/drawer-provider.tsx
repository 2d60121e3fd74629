/** A stub DataProvider answering the drawing screen's map routes for one grid of a community (jsdom tests). */
import type { ReactNode } from 'react';
import { render, waitFor } from '@testing-library/react';
import { DataProviderContext, type DataProvider } from '../../../renderer/data-provider';
import { stubProvider } from '../../schemas/stub-provider';

export const square = (x: number, y: number, w: number) => [
  [
    [x, y],
    [x + w, y],
    [x + w, y + w],
    [x, y + w],
    [x, y],
  ],
];
export const feature = (code: string, name: string, coords: number[][][][], version = 1) => ({
  type: 'Feature',
  properties: { regionCode: code, name, version },
  geometry: { type: 'MultiPolygon', coordinates: coords },
});
export const GRID = '210102001002003';

/** `own`: the grid's stored feature (null: not drawn); `save`: what saveFeature answers. Every call is recorded. */
export function drawerProvider(own: unknown, save: (body: unknown) => Promise<unknown>) {
  const calls: Array<{ url: string; body: unknown }> = [];
  const p: DataProvider = {
    ...stubProvider().provider,
    async call({ url, params, data }) {
      calls.push({ url, body: data ?? params });
      if (url.endsWith('/getTdtKey') || url.endsWith('/getMapTileUrl')) return '';
      if (url.endsWith('/getRegionInfo')) return { regionCode: GRID, name: '商圈网格', parentCode: '210102001002', drawn: !!own, mayDraw: true };
      if (url.endsWith('/getFeatureByCode')) return own;
      if (url.endsWith('/getLayerByRegionCode'))
        return { type: 'FeatureCollection', features: [feature('210102001002', '水源地社区', [square(123.4, 41.8, 0.01)])] };
      if (url.endsWith('/gettjLayerByRegionCode'))
        return { type: 'FeatureCollection', features: [feature('210102001002001', '第一网格', [square(123.4, 41.8, 0.004)], 4)] };
      if (url.endsWith('/saveFeature')) return save(data);
      throw new Error(`unexpected ${url}`);
    },
  };
  return { provider: p, calls };
}

export const renderWith = (provider: DataProvider, ui: ReactNode) => render(<DataProviderContext.Provider value={provider}>{ui}</DataProviderContext.Provider>);

/** The drawing screen once loaded (its toolbar is there). */
export const loaded = (container: HTMLElement) =>
  waitFor(() => {
    const tools = container.querySelector<HTMLElement>('.zhdj-drawer-tools');
    if (!tools) throw new Error(container.textContent ?? 'no drawer');
    return tools;
  });
