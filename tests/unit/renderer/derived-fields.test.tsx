// @vitest-environment jsdom
/** x-derived: the resident form fills sex and birth date from the identity card number as it is typed. */
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen as dom, waitFor } from '@testing-library/react';
import { dialogTitled, formItem, LOAD, renderScreen, resetDom } from './render-screen';

afterEach(resetDom);

const type = (item: HTMLElement, value: string) => fireEvent.change(item.querySelector('input')!, { target: { value } });
const selected = (item: HTMLElement) => item.querySelector('.ant-select-selection-item')?.getAttribute('title') ?? '';
const dateText = (item: HTMLElement) => item.querySelector('input')!.value;

describe('fields derived from an identity card number', () => {
  it('typing a valid number sets 性别 and 出生日期; a partial or wrong one changes nothing', async () => {
    await renderScreen('resident-list');
    fireEvent.click(dom.getByRole('button', { name: /新\s*增/ }));
    const dialog = await waitFor(() => dialogTitled('新增居民'), LOAD);
    type(formItem('身份证号', dialog), '1101051949123100');
    await waitFor(() => expect(formItem('性别', dialog)).toBeTruthy());
    expect([selected(formItem('性别', dialog)), dateText(formItem('出生日期', dialog))]).toEqual(['', '']);
    type(formItem('身份证号', dialog), '11010519491231002X');
    await waitFor(() => expect([selected(formItem('性别', dialog)), dateText(formItem('出生日期', dialog))]).toEqual(['女', '1949-12-31']));
    type(formItem('身份证号', dialog), '440524188001010014');
    await waitFor(() => expect([selected(formItem('性别', dialog)), dateText(formItem('出生日期', dialog))]).toEqual(['男', '1880-01-01']));
    type(formItem('身份证号', dialog), '440524188001010015');
    await waitFor(() => expect(selected(formItem('性别', dialog))).toBe('男'));
  }, 60_000);
});
