import { describe, expect, it } from 'vitest';
import { DEFAULT_ADD_SETTINGS, readAddSettings, throttle, writeAddSettings } from '../../../../renderer/fields/editable-table/model/add-settings';

const memory = () => {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), m };
};

describe('add-row settings', () => {
  it('are kept per table and read back; damaged entries fall back to the defaults', () => {
    const s = memory();
    expect(readAddSettings(s, 't1')).toEqual(DEFAULT_ADD_SETTINGS);
    writeAddSettings(s, 't1', { count: 5, position: 'start', scrollToBottom: false });
    expect(readAddSettings(s, 't1')).toEqual({ count: 5, position: 'start', scrollToBottom: false });
    expect(readAddSettings(s, 't2')).toEqual(DEFAULT_ADD_SETTINGS);
    s.setItem('zhdj-editable-table-add:t3', '{"count":-2,"position":"middle","scrollToBottom":"yes"}');
    expect(readAddSettings(s, 't3')).toEqual(DEFAULT_ADD_SETTINGS);
    s.setItem('zhdj-editable-table-add:t4', 'not json');
    expect(readAddSettings(s, 't4')).toEqual(DEFAULT_ADD_SETTINGS);
  });

  it('the insert throttle refuses calls within 1500 ms of the last accepted one', () => {
    let now = 0;
    const allow = throttle(1500, () => now);
    expect(allow()).toBe(true);
    now = 1499;
    expect(allow()).toBe(false);
    now = 1500;
    expect(allow()).toBe(true);
  });
});
