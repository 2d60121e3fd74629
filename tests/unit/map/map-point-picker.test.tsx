// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, render, waitFor } from '@testing-library/react';
import { createForm } from '@formily/core';
import type { ISchema } from '@formily/json-schema';
import { DataProviderContext, type DataProvider } from '../../../renderer/data-provider';
import { SchemaForm } from '../../../renderer/form/schema-form';
import { registry } from '../../../renderer/registry';
import { stubProvider } from '../../schemas/stub-provider';
import { dialogTitled, messages, resetDom } from '../renderer/render-screen';

afterEach(resetDom);

/** A provider whose map calls answer like the server with no base map and no drawings; records what was called. */
function mapProvider() {
  const calls: Array<{ url: string; body: unknown }> = [];
  const provider: DataProvider = {
    ...stubProvider().provider,
    async call({ url, params, data }) {
      calls.push({ url, body: data ?? params });
      if (url.endsWith('/getTdtKey') || url.endsWith('/getMapTileUrl')) return '';
      if (url.includes('Layer') || url.endsWith('/getUserRegionFeature')) return { type: 'FeatureCollection', features: [] };
      if (url.endsWith('/editOrgGis')) return null;
      if (url.endsWith('/searchPlace')) return [{ name: '水源地社区第一网格', lng: 123.43, lat: 41.76, regionCode: '210102001002001' }];
      throw new Error(`unexpected ${url}`);
    },
  };
  return { provider, calls };
}

/** The picker over two properties: by Formily's destructuring name, or on gisLon with `latField` naming gisLat. */
async function renderPicker(props: Record<string, unknown>, initial?: [number, number]) {
  await registry.preload(['MapPointPicker']);
  const { provider, calls } = mapProvider();
  const form = createForm({ values: initial ? { gisLon: initial[0], gisLat: initial[1] } : {} });
  const picker = { title: '位置', 'x-decorator': 'FormItem', 'x-component': 'MapPointPicker', 'x-component-props': props };
  const properties: Record<string, ISchema> = props.latField
    ? { gisLon: { type: 'number', ...picker }, gisLat: { type: 'number', 'x-display': 'hidden' } }
    : { '[gisLon,gisLat]': { type: 'array', ...picker } };
  const schema = { type: 'object', properties };
  const view = render(
    <DataProviderContext.Provider value={provider}>
      <SchemaForm form={form} schema={schema} />
    </DataProviderContext.Provider>,
  );
  return { ...view, form, calls };
}

const button = (root: ParentNode, text: RegExp) => [...root.querySelectorAll('button')].find((b) => text.test(b.textContent ?? ''))!;

describe('MapPointPicker', () => {
  it('shows the stored coordinates of two properties and opens the map under 地址坐标', async () => {
    const { container } = await renderPicker({}, [123.4, 41.8]);
    expect(container.textContent).toContain('经度 123.400000，纬度 41.800000');
    fireEvent.click(button(container, /选择位置/));
    const dialog = await waitFor(() => dialogTitled('地址坐标'));
    expect(dialog.querySelector('input[placeholder="搜索地址"]')).not.toBeNull();
    expect(button(dialog, /返\s*回/)).toBeDefined();
  });

  it('确定 without a point warns 请绘制点! and keeps the dialog open', async () => {
    const { container, form } = await renderPicker({});
    fireEvent.click(button(container, /选择位置/));
    const dialog = await waitFor(() => dialogTitled('地址坐标'));
    fireEvent.click(button(dialog, /确\s*定/));
    await waitFor(() => expect(messages()).toContain('请绘制点!'));
    expect(form.values.gisLon).toBeUndefined();
    expect(dialogTitled('地址坐标')).toBeDefined();
  });

  it('确定 with a point fills both properties and, for a region, stores its position by editOrgGis', async () => {
    const { container, form, calls } = await renderPicker({ saveRegionCode: '210102001002' }, [123.41, 41.79]);
    fireEvent.click(button(container, /选择位置/));
    const dialog = await waitFor(() => dialogTitled('地址坐标'));
    fireEvent.click(button(dialog, /确\s*定/));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/editOrgGis'))).toBe(true));
    expect(calls.find((c) => c.url.endsWith('/editOrgGis'))!.body).toEqual({ regionCode: '210102001002', gisLon: 123.41, gisLat: 41.79 });
    await waitFor(() => expect(messages()).toContain('保存成功！'));
    expect([form.values.gisLon, form.values.gisLat]).toEqual([123.41, 41.79]);
  });

  it('on a longitude property, latField names the latitude; a place chosen in 搜索地址 becomes the point', async () => {
    const { container, form } = await renderPicker({ latField: 'gisLat' }, [123.42, 41.78]);
    expect(container.textContent).toContain('经度 123.420000，纬度 41.780000');
    form.setValuesIn('gisLat', 41.77);
    await waitFor(() => expect(container.textContent).toContain('纬度 41.770000'));
    fireEvent.click(button(container, /选择位置/));
    const dialog = await waitFor(() => dialogTitled('地址坐标'));
    const search = dialog.querySelector<HTMLInputElement>('input[placeholder="搜索地址"]')!;
    fireEvent.change(search, { target: { value: '水源地' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent.mouseDown(dialog.querySelector('.ant-select-selector') ?? search);
    const option = await waitFor(() => {
      const o = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find((e) => e.textContent === '水源地社区第一网格');
      if (!o) throw new Error('no option');
      return o;
    });
    fireEvent.click(option);
    await waitFor(() => expect(dialog.textContent).toContain('经度 123.430000，纬度 41.760000'));
    fireEvent.click(button(dialog, /确\s*定/));
    await waitFor(() => expect([form.values.gisLon, form.values.gisLat]).toEqual([123.43, 41.76]));
  });
});
