// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createForm } from '@formily/core';
import { DragVerify } from '../../../renderer/fields/drag-verify/drag-verify';
import { SchemaForm } from '../../../renderer/form/schema-form';
import { registry } from '../../../renderer/registry';
import { resetDom } from './render-screen';

afterEach(resetDom);

// width 300, height 40: the handle travels 260 px.
const handle = () => screen.getByRole('slider');
const left = () => handle().style.left;
const pointer = (type: string, x: number, y = 10) => act(() => void window.dispatchEvent(new PointerEvent(type, { clientX: x, clientY: y, bubbles: true })));

function dragTo(...xs: number[]) {
  fireEvent.pointerDown(handle(), { clientX: 100, clientY: 10, button: 0, pointerType: 'mouse' });
  for (const x of xs) pointer('pointermove', 100 + x);
}

describe('DragVerify', () => {
  it('dragged to the end: 验证通过, value true and one success event with the drag’s samples', () => {
    const onSuccess = vi.fn();
    const onChange = vi.fn();
    render(<DragVerify onSuccess={onSuccess} onChange={onChange} />);
    expect(screen.getByText('拖动滑块验证')).toBeTruthy();
    dragTo(50, 150, 259);
    expect(left()).toBe('259px');
    expect(onSuccess).not.toHaveBeenCalled();
    pointer('pointermove', 100 + 400);
    expect(screen.getByText('验证通过')).toBeTruthy();
    expect(left()).toBe('260px');
    pointer('pointermove', 100 + 300);
    pointer('pointerup', 100 + 300);
    expect(onChange.mock.calls).toEqual([[true]]);
    expect(onSuccess).toHaveBeenCalledTimes(1);
    const result = onSuccess.mock.calls[0][0];
    expect(result.distance).toBe(260);
    expect(result.track.map((s: number[]) => s[0])).toEqual([50, 150, 259, 260]);
  });

  it('released early: the handle snaps back to the start and nothing fires', () => {
    const onSuccess = vi.fn();
    render(<DragVerify onSuccess={onSuccess} />);
    dragTo(80, 200);
    expect(left()).toBe('200px');
    pointer('pointerup', 300);
    expect(left()).toBe('0px');
    expect(screen.getByText('拖动滑块验证')).toBeTruthy();
    // Moves after the release no longer drag it.
    pointer('pointermove', 500);
    expect(left()).toBe('0px');
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('once passed it cannot be dragged again nor back, and fires no second time', () => {
    const onSuccess = vi.fn();
    render(<DragVerify onSuccess={onSuccess} />);
    dragTo(130, 260);
    pointer('pointerup', 360);
    dragTo(-200, 0);
    pointer('pointerup', 0);
    expect(left()).toBe('260px');
    expect(screen.getByText('验证通过')).toBeTruthy();
    expect(handle().getAttribute('aria-disabled')).toBe('true');
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });

  it('follows a touch drag too, and a disabled slider does not move', () => {
    const onSuccess = vi.fn();
    const { unmount } = render(<DragVerify onSuccess={onSuccess} />);
    fireEvent.pointerDown(handle(), { clientX: 10, clientY: 10, pointerType: 'touch' });
    pointer('pointermove', 140);
    pointer('pointermove', 280);
    expect(onSuccess).toHaveBeenCalledTimes(1);
    unmount();
    render(<DragVerify disabled />);
    dragTo(260);
    expect(left()).toBe('0px');
  });

  it('the arrow keys drag it for keyboard users: Escape before the end snaps back, 20 presses pass', () => {
    const onSuccess = vi.fn();
    render(<DragVerify onSuccess={onSuccess} />);
    for (let i = 0; i < 5; i++) fireEvent.keyDown(handle(), { key: 'ArrowRight' });
    expect(left()).toBe('65px');
    fireEvent.keyDown(handle(), { key: 'Escape' });
    expect(left()).toBe('0px');
    for (let i = 0; i < 20; i++) fireEvent.keyDown(handle(), { key: 'ArrowRight' });
    expect(screen.getByText('验证通过')).toBeTruthy();
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(onSuccess.mock.calls[0][0].track).toHaveLength(20);
  });

  it('as a schema field: the form value becomes true; the texts and size are options', async () => {
    await registry.preload(['DragVerify']);
    const form = createForm();
    const schema = {
      type: 'object',
      properties: {
        human: {
          type: 'boolean',
          title: '滑块验证',
          'x-decorator': 'FormItem',
          'x-component': 'DragVerify',
          'x-component-props': { text: '请拖动', successText: '好了', width: 200, height: 30 },
        },
      },
    };
    render(<SchemaForm form={form} schema={schema} />);
    await screen.findByText('请拖动');
    dragTo(90, 170);
    expect(form.values.human).toBe(true);
    expect(screen.getByText('好了')).toBeTruthy();
  });
});
