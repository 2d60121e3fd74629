// @vitest-environment jsdom
/**
 * MapDrawer's 确定 over a stub provider (Leaflet runs in jsdom without tiles): what it posts, what the user sees
 * on success, and that a refused save clears the spinner and shows the server's message.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, waitFor } from '@testing-library/react';
import { DataProviderContext } from '../../../renderer/data-provider';
import { MapDrawer } from '../../../renderer/fields/map-drawer';
import { messages, resetDom } from '../renderer/render-screen';
import { drawerProvider as provider, feature, GRID, square } from './drawer-provider';

afterEach(resetDom);

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
    expect(save).toHaveBeenCalledWith({
      regionCode: GRID,
      layerJson: { type: 'MultiPolygon', coordinates: own.geometry.coordinates },
      version: 7,
      coexist: [],
      siblings: [],
    });
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
