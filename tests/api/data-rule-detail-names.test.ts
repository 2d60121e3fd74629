/**
 * Detail-table rows (x-entity.details) name what they hold as the reader's data rules allow, as the master's own
 * fields do (issue 31 item 3): a participant of a party activity who is a resident hidden from community01 by a
 * rule on the resident list shows the resident's key, not their name. SQLite and (TEST_DB=postgres) PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdRule } from '../helpers/data-rules.js';
import { startServer, type TestServer } from '../helpers/server.js';
import { idCard } from './crud-fixtures.js';

const HIDDEN = '明细规则居民';
const GRID = '210102001002001';
const COMMUNITY = '210102001002';
let s: TestServer;
const t: Record<string, string> = {};
let residentId = '';
let activityId = '';

const participantText = async (who: string) => {
  const read = await s.api.get('/TPartyActivityController/queryById', { id: activityId }, t[who]);
  expect(read.body.success, read.body.message).toBe(true);
  return read.body.result.participants.map((p: Record<string, unknown>) => p.residentId_dictText);
};

beforeAll(async () => {
  s = await startServer();
  for (const u of ['admin', 'community01']) t[u] = await s.api.login(u);
  const resident = await s.api.post('/TBaseResidentController/add', { name: HIDDEN, sex: '1', regionCode: GRID, idCard: idCard(733) }, t.admin);
  expect(resident.body.success, resident.body.message).toBe(true);
  residentId = resident.body.result.id;
  const org = await s.api.post(
    '/TPartOrgManageController/add',
    { orgName: '水源地社区第一党支部', dicPartOrgType: '3', orgCode: '210102001221', regionCode: COMMUNITY, memberCount: 30 },
    t.community01,
  );
  expect(org.body.success, org.body.message).toBe(true);
  const activity = await s.api.post(
    '/TPartyActivityController/add',
    {
      partOrgId: org.body.result.id,
      title: '明细规则主题党日',
      activityType: '2',
      activityDate: '2026-11-20',
      regionCode: COMMUNITY,
      participants: [
        { memberName: HIDDEN, residentId, attendance: '1' },
        { memberName: '未登记党员', attendance: '1' },
      ],
    },
    t.community01,
  );
  expect(activity.body.success, activity.body.message).toBe(true);
  activityId = activity.body.result.id;
});
afterAll(() => s?.close());

describe('a rule on the resident list', () => {
  it('shows a hidden resident among an activity’s participants by key; the activity and its other rows stay readable', async () => {
    expect(await participantText('community01')).toEqual([HIDDEN, null]);
    const release = await holdRule(s, t.admin, 'community_admin', 'resident:list', { ruleColumn: 'name', ruleConditions: '!=', ruleValue: HIDDEN });
    try {
      expect(await participantText('community01')).toEqual([residentId, null]);
      expect(await participantText('admin')).toEqual([HIDDEN, null]);
    } finally {
      await release();
    }
    expect(await participantText('community01')).toEqual([HIDDEN, null]);
  });
});
