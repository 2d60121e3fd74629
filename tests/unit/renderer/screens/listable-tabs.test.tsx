// @vitest-environment jsdom
/**
 * A detail tab or a sub-screen whose list the user may not read is not offered: 居民详情 without partyActivity:list
 * has no 参加的党建活动 (its list would answer 403), and 定时任务 without quartzJob:list no 运行日志.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import ScreenPage from '../../../../renderer/screens/screen-page';
import { DataProviderContext, PermissionContext } from '../../../../renderer/data-provider';
import { stubProvider } from '../../../schemas/stub-provider';
import { LOAD, renderScreen, resetDom } from '../render-screen';

afterEach(resetDom);

const ALL_TABS = ['同户成员', '居住房屋', '重点人群类别', '反映的诉求', '参加的党建活动'];

/** 居民详情 of one record, as a user granted every code but `without` (the session's grants, not a page's buttons). */
async function residentTabs(without: string): Promise<string[]> {
  const { provider } = stubProvider();
  const granted = (code: string) => code !== without;
  render(
    <DataProviderContext.Provider value={provider}>
      <PermissionContext.Provider value={{ can: () => false, granted }}>
        <ScreenPage screenId="resident-detail" params={{ id: 'row1' }} />
      </PermissionContext.Provider>
    </DataProviderContext.Provider>,
  );
  await waitFor(() => expect(document.querySelectorAll('.zhdj-detail-screen .ant-tabs-tab').length).toBeGreaterThan(0), LOAD);
  return [...document.querySelectorAll('.zhdj-detail-screen .ant-tabs-tab')].map((t) => t.textContent ?? '');
}

describe('tabs and sub-screens follow the list permission of what they show', () => {
  it('居民详情 shows 参加的党建活动 only to a user who may list party activities', async () => {
    expect(await residentTabs('nothing:list')).toEqual(ALL_TABS);
    resetDom();
    expect(await residentTabs('partyActivity:list')).toEqual(ALL_TABS.filter((t) => t !== '参加的党建活动'));
  }, 60_000);

  it('a sub-screen row action is left out without the list permission of its screen', async () => {
    const links = () => [...document.querySelectorAll('.ant-table-row')[0].querySelectorAll('td:last-child a')].map((a) => a.textContent);
    await renderScreen('quartz-job-list', { rows: 1 });
    expect(links()).toContain('运行日志');
    resetDom();
    await renderScreen('quartz-job-list', { rows: 1, can: (code) => code !== 'quartzJob:list' });
    expect(links()).not.toContain('运行日志');
    expect(links()).toContain('编辑');
  }, 60_000);
});
