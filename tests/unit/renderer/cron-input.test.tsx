// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createForm } from '@formily/core';
import { DataProviderContext } from '../../../renderer/data-provider';
import { SchemaForm } from '../../../renderer/form/schema-form';
import { registry } from '../../../renderer/registry';
import { stubProvider } from '../../schemas/stub-provider';
import { computePreview } from '../../../renderer/fields/cron-input/cron-preview';
import { resetDom } from './render-screen';

afterEach(resetDom);

async function renderCron(value?: string) {
  await registry.preload(['CronInput']);
  const form = createForm({ values: { cron: value } });
  const schema = { type: 'object', properties: { cron: { type: 'string', title: 'cron表达式', 'x-decorator': 'FormItem', 'x-component': 'CronInput' } } };
  render(
    <DataProviderContext.Provider value={stubProvider().provider as never}>
      <SchemaForm form={form} schema={schema} />
    </DataProviderContext.Provider>,
  );
  return form;
}

const dialog = () => screen.getByRole('dialog');
const unit = (name: string) => document.querySelector(`[data-unit="${name}"]`) as HTMLElement;
const tab = (name: string) => fireEvent.click(within(dialog()).getByRole('tab', { name }));

describe('CronInput', () => {
  it('opens the 608-wide editor titled cron表达式 with only 关闭, and a set minute turns the "*" second into 0', async () => {
    const form = await renderCron();
    fireEvent.click(screen.getByRole('button', { name: /选择/ }));
    expect(form.values.cron).toBe('* * * * * ? *');
    expect(within(dialog()).getByText('cron表达式')).toBeTruthy();
    expect(
      within(dialog())
        .getAllByRole('button')
        .map((b) => b.textContent?.replace(/\s/g, '')),
    ).toContain('关闭');
    expect((document.querySelector('.ant-modal') as HTMLElement).style.width).toBe('608px');
    expect(
      within(dialog())
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['秒', '分', '时', '日', '月', '年']);

    tab('分');
    fireEvent.click(within(unit('minute')).getByLabelText('指定'));
    fireEvent.click(within(unit('minute').querySelector('.zhdj-cron-specify') as HTMLElement).getByLabelText('5'));
    expect(form.values.cron).toBe('0 5 * * * ? *');

    tab('日');
    fireEvent.click(within(unit('day')).getByLabelText('本月最后一个工作日（LW）'));
    expect(form.values.cron).toBe('0 5 0 LW * ? *');
    // The week sits inside the day tab; choosing a weekday rule makes the day "?".
    fireEvent.click(within(unit('week')).getByLabelText('本月最后一个星期几（L）'));
    expect(form.values.cron).toBe('0 5 0 ? * 2L *');

    // The preview follows 500 ms after the last change: ten China-time run times.
    await waitFor(() => expect(document.querySelectorAll('.zhdj-cron-preview .ant-list-item')).toHaveLength(10), { timeout: 3000 });
    expect(document.querySelector('.zhdj-cron-preview .ant-list-item')!.textContent).toMatch(/^1\. \d{4}-\d{2}-\d{2} 00:05:00$/);
  }, 60_000);

  it('a typed expression the model refuses shows its reason in the preview', async () => {
    await renderCron('0 0 24 * * ?');
    fireEvent.click(screen.getByRole('button', { name: /选择/ }));
    await waitFor(() => expect(within(dialog()).getByRole('alert').textContent).toBe('时的取值范围为0-23'), { timeout: 3000 });
  }, 60_000);

  it('previews in China time', () => {
    expect(computePreview('0 0 8 * * ?', 2, new Date('2026-01-01T00:00:00Z'))).toEqual({ runs: ['2026-01-02 08:00:00', '2026-01-03 08:00:00'] });
    expect(computePreview('0 0 0 1 1 ? 2020', 2)).toEqual({ runs: [] });
  });

  it('previews what Quartz 2.3 reads and refuses what it refuses', () => {
    expect(computePreview('0 15 10 L-2 * ?', 2, new Date('2026-01-01T00:00:00Z'))).toEqual({ runs: ['2026-01-29 10:15:00', '2026-02-26 10:15:00'] });
    expect(computePreview('0 0 12 ? * SAT-SUN', 2, new Date('2026-11-27T00:00:00Z'))).toEqual({ runs: ['2026-11-28 12:00:00', '2026-11-29 12:00:00'] });
    expect(computePreview('0 0 12 ? * 1/8', 2)).toEqual({ error: '周的循环间隔不能大于7' });
  });
});
