// @vitest-environment jsdom
/**
 * The setup wizard's step 3 buttons over a stand-in drawing screen (its handle scripted): 上一步 saves only unsaved
 * edits and stays when nothing was saved; 下一步 warns 至少绘制一处网格 without a polygon, else saves unsaved edits
 * and moves on only when they were saved; the drawing screen's 确定 is hidden.
 */
import { useEffect } from 'react';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DrawerHandle, MapDrawerProps } from '../../../renderer/fields/map-drawer';

const drawer = vi.hoisted(() => ({ props: null as MapDrawerProps | null, handle: null as DrawerHandle | null }));
vi.mock('@renderer/fields/map-drawer', () => ({
  MapDrawer(props: MapDrawerProps) {
    drawer.props = props;
    useEffect(() => void (drawer.handle && props.onReady?.(drawer.handle)), [props]);
    return <div className="stand-in-drawer" />;
  },
}));

const { StepRange } = await import('../../../src/client/features/guide/step-range');

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  drawer.props = null;
});

const RESULT = { regionCode: '210102001003', area: 1, version: 2 };

function mount(handle: Partial<DrawerHandle>) {
  const h: DrawerHandle = { polygonCount: () => 1, isChanged: () => false, save: vi.fn(async () => RESULT), ...handle };
  drawer.handle = h;
  const onPrev = vi.fn();
  const onNext = vi.fn();
  render(
    <App>
      <StepRange onPrev={onPrev} onNext={onNext} />
    </App>,
  );
  const click = async (name: string) => {
    const button = screen.getAllByRole('button').find((b) => b.textContent?.replace(/\s/g, '') === name)!;
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    await act(async () => void fireEvent.click(button));
  };
  return { h, onPrev, onNext, click };
}

const messages = () => [...document.querySelectorAll('.ant-message-notice')].map((n) => n.textContent ?? '');

describe('step 3 of the setup wizard', () => {
  it('hosts the drawing screen without its 确定, with marks allowed', () => {
    mount({});
    expect(drawer.props).toMatchObject({ hideConfirm: true, allowMarks: true });
  });

  it('上一步: without unsaved edits goes back without saving', async () => {
    const { h, onPrev, click } = mount({});
    await click('上一步');
    expect(onPrev).toHaveBeenCalled();
    expect(h.save).not.toHaveBeenCalled();
  });

  it('上一步: saves unsaved edits and goes back; stays when nothing was saved', async () => {
    const saved = mount({ isChanged: () => true });
    await saved.click('上一步');
    expect(saved.h.save).toHaveBeenCalledTimes(1);
    expect(saved.onPrev).toHaveBeenCalled();
    cleanup();
    const refused = mount({ isChanged: () => true, save: vi.fn(async () => null) });
    await refused.click('上一步');
    expect(refused.h.save).toHaveBeenCalledTimes(1);
    expect(refused.onPrev).not.toHaveBeenCalled();
  });

  it('下一步: without a polygon warns 至少绘制一处网格 and saves nothing', async () => {
    const { h, onNext, click } = mount({ polygonCount: () => 0, isChanged: () => true });
    await click('下一步');
    await waitFor(() => expect(messages()).toContain('至少绘制一处网格'));
    expect(h.save).not.toHaveBeenCalled();
    expect(onNext).not.toHaveBeenCalled();
  });

  it('下一步: saves unsaved edits, then moves on; stays when nothing was saved; moves on at once when nothing changed', async () => {
    const changed = mount({ isChanged: () => true });
    await changed.click('下一步');
    expect(changed.h.save).toHaveBeenCalledTimes(1);
    expect(changed.onNext).toHaveBeenCalled();
    cleanup();
    const refused = mount({ isChanged: () => true, save: vi.fn(async () => null) });
    await refused.click('下一步');
    expect(refused.onNext).not.toHaveBeenCalled();
    cleanup();
    const unchanged = mount({});
    await unchanged.click('下一步');
    expect(unchanged.h.save).not.toHaveBeenCalled();
    expect(unchanged.onNext).toHaveBeenCalled();
  });

  it('one save at a time: while it runs, 下一步 spins and 上一步 is disabled', async () => {
    let finish: (r: typeof RESULT) => void = () => undefined;
    const { h, onNext, click } = mount({ isChanged: () => true, save: vi.fn(() => new Promise<typeof RESULT>((r) => (finish = r))) });
    await click('下一步');
    const buttons = () => screen.getAllByRole('button') as HTMLButtonElement[];
    const prev = buttons().find((b) => b.textContent?.replace(/\s/g, '') === '上一步')!;
    await waitFor(() => expect(buttons().some((b) => b.className.includes('ant-btn-loading'))).toBe(true));
    expect(prev.disabled).toBe(true);
    await act(async () => void fireEvent.click(buttons().find((b) => b.className.includes('ant-btn-loading'))!));
    expect(h.save).toHaveBeenCalledTimes(1);
    await act(async () => finish(RESULT));
    expect(onNext).toHaveBeenCalledTimes(1);
  });

  it('下一步 waits for the drawing screen: disabled until its handle arrives', () => {
    drawer.handle = null;
    render(
      <App>
        <StepRange onPrev={() => undefined} onNext={() => undefined} />
      </App>,
    );
    const next = screen.getAllByRole('button').find((b) => b.textContent?.replace(/\s/g, '') === '下一步')!;
    expect((next as HTMLButtonElement).disabled).toBe(true);
  });
});
