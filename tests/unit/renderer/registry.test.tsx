// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { lazyComponent, registry, Registry } from '../../../renderer/registry';
import { COMPONENT_NAMES, FIELD_LOADERS } from '../../../renderer/registry-names';

const Hello = () => <span>hello</span>;

describe('field registry', () => {
  it('refuses a second registration of a name unless it says override', () => {
    const r = new Registry();
    r.register('Hello', Hello);
    expect(() => r.register('Hello', () => null)).toThrow('组件 Hello 已注册；如需替换请传 { override: true }');
    const Other = () => <b>other</b>;
    r.register('Hello', Other, { override: true });
    expect(r.components.Hello).toBe(Other);
    expect(() => r.register('hello-world', Hello)).toThrow('组件名 hello-world 不合法');
  });

  it('resolves every name check:schemas accepts, and accepts every name it registers', () => {
    for (const name of COMPONENT_NAMES) expect(registry.has(name), name).toBe(true);
    const offered = new Set(COMPONENT_NAMES);
    for (const name of registry.names()) expect(offered.has(name), name).toBe(true);
    expect(registry.has('Input.TextArea')).toBe(true);
    expect(registry.has('Input.Nothing')).toBe(false);
  });

  it('loads a lazy field only when used or preloaded, then renders it without waiting', async () => {
    let loads = 0;
    const Lazy = lazyComponent(async () => (loads++, { default: Hello }));
    expect(loads).toBe(0);
    await Lazy.preload();
    await Lazy.preload();
    expect(loads).toBe(1);
    expect(render(<Lazy />).container.textContent).toBe('hello');
  });

  it('keeps every field type of renderer/fields lazy', () => {
    for (const name of Object.keys(FIELD_LOADERS))
      expect(typeof (registry.components[name] as unknown as { preload?: unknown }).preload, name).toBe('function');
  });
});
