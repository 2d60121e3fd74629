/** Titles of the generic add / edit / detail dialog: every one names what it adds, edits or shows (issue 27). */
import { describe, expect, it } from 'vitest';
import { dialogTitle } from '../../../renderer/screens/form-dialog';
import type { TableParts } from '../../../renderer/screens/screen-schema';
import { stubProvider } from '../../schemas/stub-provider';

const { provider } = stubProvider();
const titlesOf = async (id: string) => {
  const { screen, entity } = (await provider.screen({ id })) as { screen: TableParts; entity: Parameters<typeof dialogTitle>[1] };
  return (['add', 'edit', 'detail'] as const).map((mode) => dialogTitle(screen, entity, mode));
};

describe('the generic form dialog’s title', () => {
  it.each([
    ['notice-list', ['新增通知公告', '编辑通知公告', '通知公告详情']],
    ['dict-list', ['新增数据字典', '编辑数据字典', '数据字典详情']],
    ['quartz-job-list', ['新增定时任务', '编辑定时任务', '定时任务详情']],
    ['app-version-list', ['新增APP版本', '编辑APP版本', 'APP版本详情']],
    ['announcement-list', ['新增系统通告', '编辑系统通告', '系统通告详情']],
  ])('%s names its entity when the screen gives no title', async (id, expected) => {
    expect(await titlesOf(id)).toEqual(expected);
  });

  it('keeps a screen’s own titles (楼栋信息: 新增楼栋)', async () => {
    expect((await titlesOf('building-list')).slice(0, 2)).toEqual(['新增楼栋', '编辑楼栋']);
  });
});
