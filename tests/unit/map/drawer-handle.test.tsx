// @vitest-environment jsdom
/**
 * MapDrawer's handle for a host with buttons of its own (the setup wizard's step 3): the pure parts (when a save may
 * run, what counts as unsaved, the polygons on the screen), then the handle over a stub provider (Leaflet in jsdom,
 * no tiles): the polygons and changes it reports, and that its save is 确定's, refusals included.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, waitFor } from '@testing-library/react';
import { MapDrawer, type DrawerHandle } from '../../../renderer/fields/map-drawer';
import type { DrawingDoc } from '../../../renderer/fields/map-drawer/drawing-doc';
import { initialToolState } from '../../../renderer/fields/map-drawer/edit-type';
import { docChanged, hasUnsaved, polygonCount, saveGate } from '../../../renderer/fields/map-drawer/save-plan';
import type { MultiPolygon } from '../../../src/shared/geo';
import { messages, resetDom } from '../renderer/render-screen';
import { drawerProvider, feature, GRID, loaded, renderWith, square } from './drawer-provider';

afterEach(resetDom);

const A = [square(123.405, 41.805, 0.002)] as MultiPolygon;
const doc = (over: Partial<DrawingDoc> = {}): DrawingDoc => ({ own: A, siblings: [], changed: [], coexist: [], point: null, ...over });

describe('the handle’s pure parts', () => {
  it('a save ends a vertex edit only, refuses while a ring is drawn or the overlap dialog asks, else saves', () => {
    expect(saveGate(initialToolState, false)).toBe('save');
    expect(saveGate({ editType: 'pg', line: [] }, false)).toBe('save');
    expect(saveGate({ editType: 'pg', line: [[1, 2]] }, false)).toBe('drawing');
    expect(saveGate({ editType: 'hollowing', line: [[1, 2]] }, false)).toBe('drawing');
    expect(saveGate({ editType: 'editPg', line: [] }, false)).toBe('endEdit');
    expect(saveGate({ editType: 'sel', line: [] }, true)).toBe('asking');
  });

  it('a document is changed when its shape, point, changed or coexisting neighbours differ, not when only rebuilt', () => {
    const saved = doc();
    expect(docChanged(saved, saved)).toBe(false);
    expect(docChanged(saved, doc({ own: JSON.parse(JSON.stringify(A)) }))).toBe(false);
    expect(docChanged(doc({ own: [] }), doc({ own: [] }))).toBe(false);
    expect(docChanged(saved, doc({ own: [] }))).toBe(true);
    expect(docChanged(saved, doc({ point: [123.406, 41.806] }))).toBe(true);
    expect(docChanged(saved, doc({ changed: ['n1'] }))).toBe(true);
    expect(docChanged(saved, doc({ coexist: ['n1'] }))).toBe(true);
  });

  it('work in progress is unsaved too: a ring, an overlap question, a vertex edit that moved something', () => {
    const saved = doc();
    const base = { saved, now: saved, tool: initialToolState, asking: false, edited: null };
    expect(hasUnsaved(base)).toBe(false);
    expect(hasUnsaved({ ...base, tool: { ...initialToolState, editType: 'pg', line: [[1, 2]] } })).toBe(true);
    expect(hasUnsaved({ ...base, asking: true })).toBe(true);
    expect(hasUnsaved({ ...base, tool: { ...initialToolState, editType: 'editPg' }, edited: saved.own })).toBe(false);
    expect(hasUnsaved({ ...base, tool: { ...initialToolState, editType: 'editPg' }, edited: [square(123.405, 41.805, 0.003)] as MultiPolygon })).toBe(true);
  });

  it('counts the own polygons on the screen: the vertex editor’s while editing', () => {
    expect(polygonCount(doc({ own: [] }), null)).toBe(0);
    expect(polygonCount(doc({ own: [...A, ...A] }), null)).toBe(2);
    expect(polygonCount(doc(), [...A, ...A, ...A] as MultiPolygon)).toBe(3);
  });
});

async function mount(
  own: unknown,
  save: (body: unknown) => Promise<unknown> = async () => ({ regionCode: GRID, area: 12345, version: 8 }),
  props: { hideConfirm?: boolean; onDone?(r: unknown): void } = {},
) {
  const stub = drawerProvider(own, save);
  const onReady = vi.fn<(h: DrawerHandle) => void>();
  const { container } = renderWith(stub.provider, <MapDrawer regionCode={GRID} height={500} hideConfirm onReady={onReady} {...props} />);
  const tools = await loaded(container);
  await waitFor(() => expect(onReady).toHaveBeenCalled());
  const handle = onReady.mock.calls[0][0];
  const button = (name: string) => [...tools.querySelectorAll('button')].find((b) => b.textContent?.replace(/\s/g, '') === name)!;
  const editType = () => container.querySelector('.zhdj-drawer-map')?.getAttribute('data-edit-type');
  const saves = () => stub.calls.filter((c) => c.url.endsWith('/saveFeature'));
  return { container, handle, onReady, button, editType, saves };
}

describe('MapDrawer onReady', () => {
  it('hideConfirm leaves no 确定; the handle counts the loaded polygon and reports no change', async () => {
    const { container, handle, onReady } = await mount(feature(GRID, '商圈网格', A, 7));
    expect(container.querySelector('.zhdj-drawer-footer')).toBeNull();
    expect(handle.polygonCount()).toBe(1);
    expect(handle.isChanged()).toBe(false);
    // One handle per loaded screen, however often the screen renders.
    expect(new Set(onReady.mock.calls.map((c) => c[0])).size).toBe(1);
  });

  it('follows the edits: 清空 is a change and leaves no polygon, 重置 returns to what is stored', async () => {
    const { handle, button } = await mount(feature(GRID, '商圈网格', A, 7));
    act(() => fireEvent.click(button('清空')));
    expect(handle.polygonCount()).toBe(0);
    expect(handle.isChanged()).toBe(true);
    act(() => fireEvent.click(button('重置')));
    expect(handle.polygonCount()).toBe(1);
    expect(handle.isChanged()).toBe(false);
  });

  it('save() is 确定: the same payload, 保存成功！, onDone, the result; afterwards nothing is unsaved', async () => {
    const save = vi.fn(async () => ({ regionCode: GRID, area: 12345, version: 8 }));
    const onDone = vi.fn();
    const { handle, button } = await mount(feature(GRID, '商圈网格', A, 7), save, { onDone });
    // A change that keeps a polygon: clear, then undo.
    act(() => fireEvent.click(button('清空')));
    act(() => fireEvent.click(button('撤销')));
    let result: unknown;
    await act(async () => void (result = await handle.save()));
    expect(result).toEqual({ regionCode: GRID, area: 12345, version: 8 });
    expect(save).toHaveBeenCalledWith({ regionCode: GRID, layerJson: { type: 'MultiPolygon', coordinates: A }, version: 7, coexist: [], siblings: [] });
    expect(onDone).toHaveBeenCalledWith(result);
    await waitFor(() => expect(messages()).toContain('保存成功！'));
    expect(handle.isChanged()).toBe(false);
  });

  it('a refused save resolves to null with the server’s message; a second save while one runs is refused', async () => {
    let refuse: (e: Error) => void = () => undefined;
    const { handle, saves } = await mount(feature(GRID, '商圈网格', A, 7), () => new Promise((_, reject) => (refuse = reject)));
    const first = handle.save();
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(await handle.save()).toBeNull();
    refuse(new Error('图形已被他人修改，请刷新后重新绘制'));
    expect(await first).toBeNull();
    await waitFor(() => expect(messages()).toContain('图形已被他人修改，请刷新后重新绘制'));
    expect(saves()).toHaveLength(1);
  });

  it('with nothing drawn: no polygon, and save() warns 请先绘制图形 and posts nothing', async () => {
    const { handle, saves } = await mount(null);
    expect(handle.polygonCount()).toBe(0);
    expect(await handle.save()).toBeNull();
    await waitFor(() => expect(messages()).toContain('请先绘制图形'));
    expect(saves()).toHaveLength(0);
  });

  it('refuses while a ring is being drawn, with the drawing hint, and keeps the ring', async () => {
    const { container, handle, button, saves } = await mount(feature(GRID, '商圈网格', A, 7));
    act(() => fireEvent.click(button('绘制区域')));
    const map = container.querySelector<HTMLElement>('.zhdj-drawer-map')!;
    act(() => void fireEvent.click(map, { clientX: 10, clientY: 10 }));
    await waitFor(() => expect(container.querySelector('.zhdj-drawer-sketch-actions')).not.toBeNull());
    expect(handle.isChanged()).toBe(true);
    let result: unknown = 'not yet';
    await act(async () => void (result = await handle.save()));
    expect(result).toBeNull();
    await waitFor(() => expect(messages()).toContain('单击添加顶点，双击完成；Esc 放弃，Backspace 回退'));
    expect(container.querySelector('.zhdj-drawer-sketch-actions')).not.toBeNull();
    expect(saves()).toHaveLength(0);
  });

  it('in 编辑区域, save() only ends the edit, as 确定 does (001 §4), and the hint does not name a hidden 确定', async () => {
    const { container, handle, button, editType, saves } = await mount(feature(GRID, '商圈网格', A, 7));
    act(() => fireEvent.click(button('编辑区域')));
    expect(editType()).toBe('editPg');
    expect(container.querySelector('.zhdj-drawer-hints')?.textContent).not.toContain('确定');
    let result: unknown = 'not yet';
    await act(async () => void (result = await handle.save()));
    expect(result).toBeNull();
    expect(editType()).toBe('sel');
    expect(saves()).toHaveLength(0);
  });
});
