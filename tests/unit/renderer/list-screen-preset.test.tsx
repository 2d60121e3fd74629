// @vitest-environment jsdom
/**
 * A list screen's preset (one entity, several registers: the 工作力量 lists over workForce): the list and the export
 * ask for the preset values, the query area leaves them out, and a new record starts with them on its form.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen as dom, waitFor } from '@testing-library/react';
import { stubProvider } from '../../schemas/stub-provider';
import { dialogTitled, formItem, LOAD, renderScreen, resetDom } from './render-screen';

afterEach(resetDom);

describe('a list screen with a preset (志愿者 over the work-force entity)', () => {
  it('asks the list and the export for the volunteers only and offers no force-type filter', async () => {
    const stub = stubProvider({ rows: 3 }).provider;
    const list = vi.fn(stub.list);
    const exportXls = vi.fn(async () => undefined);
    await renderScreen('volunteer-list', { provider: { list, exportXls } });
    expect(list).toHaveBeenCalled();
    expect(list.mock.calls.every(([p]) => p.params.forceType === '5')).toBe(true);
    expect(() => formItem('力量类型', document.querySelector('.zhdj-query-bar')!)).toThrow();
    fireEvent.click(dom.getByRole('button', { name: /导\s*出/ }));
    await waitFor(() => expect(exportXls).toHaveBeenCalled());
    expect((exportXls.mock.calls[0] as unknown as [{ params: Record<string, unknown> }])[0].params.forceType).toBe('5');
  }, 60_000);

  it('starts a new person as 志愿者, a type the user may still change, with the party fields hidden', async () => {
    await renderScreen('volunteer-list');
    fireEvent.click(dom.getByRole('button', { name: /新\s*增/ }));
    const add = await waitFor(() => dialogTitled('新增志愿者'), LOAD);
    await waitFor(() => expect(formItem('力量类型', add).textContent).toContain('志愿者'), LOAD);
    expect(formItem('力量类型', add).querySelector('.ant-select-disabled')).toBeNull();
    expect(() => formItem('所在党组织', add)).toThrow();
  }, 60_000);

  it('shows the party fields in the 党员 list, where 是否党员 is set and locked', async () => {
    await renderScreen('party-member-list');
    fireEvent.click(dom.getByRole('button', { name: /新\s*增/ }));
    const add = await waitFor(() => dialogTitled('新增党员'), LOAD);
    await waitFor(() => expect(formItem('是否党员', add).textContent).toContain('是'), LOAD);
    expect(formItem('是否党员', add).querySelector('.ant-select-disabled')).not.toBeNull();
    expect(formItem('所在党组织', add)).toBeTruthy();
    expect(formItem('入党日期', add)).toBeTruthy();
  }, 60_000);
});
