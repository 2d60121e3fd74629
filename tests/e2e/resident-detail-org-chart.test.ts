/**
 * 居民详情 and 组织架构 in Chromium against the real server: community01 finds a resident by name in the detail
 * page's search box and sees the household members (same 户号, not a number merely containing it), then opens the
 * organisation chart and sees its party organisations drawn with their member counts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { idCardCheckChar } from '../../validators/id-card.js';
import { newId } from '../../src/server/services/ids.js';
import { openBrowser, type Browser } from '../helpers/browser.js';
import type { TestServer } from '../helpers/server.js';
import { startAppServer } from './helpers/app-server.js';
import { arrived, changeInitialPassword, openMenu, routerPath, submitLogin, WAIT } from './helpers/shell.js';

const GRID1 = '210102001002001';
const COMMUNITY01 = '210102001002';
let server: TestServer;
let browser: Browser;
let page: Page;

const idCard = (seq: number, birth: string) =>
  `210102${birth}${String(seq).padStart(3, '0')}` + idCardCheckChar(`210102${birth}${String(seq).padStart(3, '0')}`);
const person = (name: string, sex: string, birth: string, seq: number, householdNo: string) => ({
  id: newId(),
  name,
  sex,
  idCard: idCard(seq, birth),
  birthday: `${birth.slice(0, 4)}-${birth.slice(4, 6)}-${birth.slice(6)}`,
  householdNo,
  householder: '周建民',
  regionCode: GRID1,
  createBy: 'e2e',
  createTime: '2026-11-01 10:00:00',
});

beforeAll(async () => {
  server = await startAppServer({}, { passwordChangeDue: true });
  const db = server.app.ctx.db;
  await db
    .insertInto('t_base_resident')
    .values([
      person('周建民', '1', '19560412', 11, '210102001002A'),
      person('周桂芝', '2', '19580903', 12, '210102001002A'),
      person('周小雨', '2', '20150120', 13, '210102001002A'),
      person('周立', '1', '19800101', 15, '210102001002AB'),
    ])
    .execute();
  const top = newId();
  await db
    .insertInto('t_part_org')
    .values([
      {
        id: top,
        parentId: '0',
        orgName: '中共水源地社区委员会',
        dicPartOrgType: '1',
        orgCode: '210102001201',
        regionCode: COMMUNITY01,
        memberCount: 57,
        sortNo: 1,
        createBy: 'e2e',
        createTime: '2026-11-01 10:00:00',
      },
      {
        id: newId(),
        parentId: top,
        orgName: '水源地社区第一党支部',
        dicPartOrgType: '3',
        orgCode: '210102001211',
        regionCode: COMMUNITY01,
        memberCount: 30,
        sortNo: 1,
        createBy: 'e2e',
        createTime: '2026-11-01 10:00:00',
      },
      {
        id: newId(),
        parentId: top,
        orgName: '水源地社区退休党员党支部',
        dicPartOrgType: '3',
        orgCode: '210102001212',
        regionCode: COMMUNITY01,
        memberCount: 22,
        sortNo: 2,
        createBy: 'e2e',
        createTime: '2026-11-01 10:00:00',
      },
    ])
    .execute();
  browser = await openBrowser();
  page = browser.page;
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const detail = () => page.locator('.keep-alive-page:not([hidden]) .zhdj-detail-screen');
const field = (label: string) =>
  detail()
    .locator('.zhdj-columns .ant-formily-item')
    .filter({ has: page.locator('.ant-formily-item-label-content', { hasText: new RegExp(`^${label}$`) }) });
const tabRows = () => detail().locator('.ant-tabs-tabpane-active .ant-table-row');

describe('居民详情 and 组织架构', () => {
  it('community01 finds a resident, sees the household, then the organisation chart', async () => {
    await page.goto(`${server.url}/zzbpart/`);
    await submitLogin(page, 'community01');
    await changeInitialPassword(page);
    await expect.poll(() => routerPath(page), WAIT).toBe('/dashboard/analysis');

    await openMenu(page, '居民管理', '居民详情');
    await arrived(page, '/resident/detail');
    await expect.poll(() => detail().innerText(), WAIT).toContain('请先在上方查找并选择一条记录');
    await detail().locator('.zhdj-detail-picker input').fill('周桂');
    const option = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: '周桂芝' });
    await option.click(WAIT);
    await expect.poll(() => field('身份证号').innerText(), WAIT).toContain(idCard(12, '19580903'));
    await expect.poll(() => field('性别').innerText(), WAIT).toContain('女');

    // 同户成员: the three of household 210102001002A, not 周立 of 210102001002AB.
    await expect.poll(async () => (await tabRows().allInnerTexts()).map((t) => t.split('\t')[0].trim()).sort(), WAIT).toEqual(['周小雨', '周建民', '周桂芝']);

    await openMenu(page, '党组织管理', '组织架构');
    await arrived(page, '/party/orgTree');
    const chart = page.locator('.keep-alive-page:not([hidden]) .zhdj-tree-chart');
    await expect.poll(() => chart.getAttribute('data-nodes'), WAIT).toBe('3');
    // A long name wraps onto two text lines (中共水源地社区委员|会): read the chart's words, not its line breaks.
    await expect.poll(async () => (await chart.locator('svg text').allTextContents()).join(''), WAIT).toContain('中共水源地社区委员会');
    const labels = (await chart.locator('svg text').allTextContents()).join('');
    expect(labels).toContain('水源地社区第一党支部');
    expect(labels).toContain('30人');
    expect(labels).toContain('57人');
  });
});
