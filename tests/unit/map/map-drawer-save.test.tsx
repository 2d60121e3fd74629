// @vitest-environment jsdom
/**
 * MapDrawer's 确定 over a stub provider (Leaflet runs in jsdom without tiles): what it posts, what the user sees
 * on success, and that a refused save clears the spinner and shows the server's message.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, waitFor } from '@testing-library/react';
import { DataProviderContext, type DataProvider } from '../../../renderer/data-provider';
import { MapDrawer } from '../../../renderer/fields/map-drawer';
import { stubProvider } from '../../schemas/stub-provider';
import { messages, resetDom } from '../renderer/render-screen';

afterEach(resetDom);

const square = (x: number, y: number, w: number) => [[[x, y], [x + w, y], [x + w, y + w], [x, y + w], [x, y]]];
const feature = (code: string, name: string, coords: number[][][][], version = 1) => ({ type: 'Feature', properties: { regionCode: code, name, version }, geometry: { type: 'MultiPolygon', coordinates: coords } });
const GRID = '210102001002003';

function provider(own: unknown, save: (body: unknown) => Promise<unknown>) {
  const calls: Array<{ url: string; body: unknown }> = [];
  const p: DataProvider = {
    ...stubProvider().provider,
    async call({ url, params, data }) {
      calls.push({ url, body: data ?? params });
      if (url.endsWith('/getTdtKey') || url.endsWith('/getMapTileUrl')) return '';
      if (url.endsWith('/getRegionInfo')) return { regionCode: GRID, name: '商圈网格', parentCode: '210102001002', drawn: !!own, mayDraw: true };
      if (url.endsWith('/getFeatureByCode')) return own;
      if (url.endsWith('/getLayerByRegionCode')) return { type: 'FeatureCollection', features: [feature('210102001002', '水源地社区', [square(123.4, 41.8, 0.01)])] };
      if (url.endsWith('/gettjLayerByRegionCode')) return { type: 'FeatureCollection', features: [feature('210102001002001', '第一网格', [square(123.4, 41.8, 0.004)], 4)] };
      if (url.endsWith('/saveFeature')) return save(data);
      throw new Error(`unexpected ${url}`);
    },
  };
  return { provider: p, calls };
}

const okButton = (container: HTMLElement) =>
  waitFor(() => {
    const button = container.querySelector<HTMLButtonElement>('.zhdj-drawer-footer button');
    if (!button) throw new Error(container.textContent ?? 'no drawer');
    return button;
  });

describe('MapDrawer 确定', () => {
  it('without a shape warns 请先绘制图形 and posts nothing', async () => {
    const { provider: p, calls } = provider(null, async () => null);
    const { container } = render(
      <DataProviderContext.Provider value={p}>
        <MapDrawer regionCode={GRID} height={500} />
      </DataProviderContext.Provider>,
    );
    fireEvent.click(await okButton(container));
    await waitFor(() => expect(messages()).toContain('请先绘制图形'));
    expect(calls.some((c) => c.url.endsWith('/saveFeature'))).toBe(false);
  });

  it('posts the own layer with the version it was read at, says 保存成功！ and reports completion', async () => {
    const own = feature(GRID, '商圈网格', [square(123.405, 41.805, 0.002)], 7);
    const save = vi.fn(async () => ({ regionCode: GRID, area: 12345, version: 8 }));
    const onDone = vi.fn();
    const { provider: p } = provider(own, save);
    const { container } = render(
      <DataProviderContext.Provider value={p}>
        <MapDrawer regionCode={GRID} height={500} onDone={onDone} />
      </DataProviderContext.Provider>,
    );
    fireEvent.click(await okButton(container));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith({ regionCode: GRID, area: 12345, version: 8 }));
    expect(save).toHaveBeenCalledWith({ regionCode: GRID, layerJson: { type: 'MultiPolygon', coordinates: own.geometry.coordinates }, version: 7, coexist: [], siblings: [] });
    await waitFor(() => expect(messages()).toContain('保存成功！'));
  });

  it('a refused save clears the spinner and shows the server’s message', async () => {
    let refuse: (e: Error) => void = () => undefined;
    const { provider: p } = provider(feature(GRID, '商圈网格', [square(123.405, 41.805, 0.002)]), () => new Promise((_, reject) => (refuse = reject)));
    const { container } = render(
      <DataProviderContext.Provider value={p}>
        <MapDrawer regionCode={GRID} height={500} />
      </DataProviderContext.Provider>,
    );
    const ok = await okButton(container);
    fireEvent.click(ok);
    await waitFor(() => expect(ok.className).toContain('ant-btn-loading'));
    refuse(new Error('图形已被他人修改，请刷新后重新绘制'));
    await waitFor(() => expect(messages()).toContain('图形已被他人修改，请刷新后重新绘制'));
    await waitFor(() => expect(ok.className).not.toContain('ant-btn-loading'));
  });
});
