/** Which tenants may be entered (status 正常, today within the begin and end dates) and which rows a tenant reaches. */
import { describe, expect, it } from 'vitest';
import { tenantAllows } from '../../../src/server/services/tenants/tenant-scope.js';
import { tenantRefusal, todayCst, usableTenants, type TenantInfo } from '../../../src/server/services/tenants/tenant-validity.js';

const tenant = (over: Partial<TenantInfo> = {}): TenantInfo => ({ id: 't', name: '甲', status: 1, beginDate: null, endDate: null, ...over });

describe('tenant validity', () => {
  it('a 正常 tenant is usable on its begin and end dates and between them, not before or after', () => {
    const range = tenant({ beginDate: '2026-03-01', endDate: '2026-03-31' });
    expect(tenantRefusal(range, '2026-03-01')).toBeUndefined();
    expect(tenantRefusal(range, '2026-03-31')).toBeUndefined();
    expect(tenantRefusal(range, '2026-02-28')).toBe('租户“甲”尚未生效（开始日期2026-03-01），无法进入');
    expect(tenantRefusal(range, '2026-04-01')).toBe('租户“甲”已过期（结束日期2026-03-31），无法进入');
    expect(tenantRefusal(tenant(), '1999-01-01')).toBeUndefined();
  });

  it('a frozen tenant is never usable, whatever its dates', () => {
    expect(tenantRefusal(tenant({ status: 0 }), '2026-03-15')).toBe('租户“甲”已冻结，无法进入');
    expect(tenantRefusal(tenant({ status: null }), '2026-03-15')).toBe('租户“甲”已冻结，无法进入');
    expect(
      usableTenants([tenant({ id: 'a' }), tenant({ id: 'b', status: 0 }), tenant({ id: 'c', endDate: '2020-01-01' })], '2026-03-15').map((t) => t.id),
    ).toEqual(['a']);
  });

  it('today is China Standard Time: 16:30 UTC is already the next day', () => {
    expect(todayCst(Date.UTC(2026, 10, 25, 16, 30))).toBe('2026-11-26');
  });

  it("a tenant reaches its own rows and the shared ones (no tenant), never another tenant's", () => {
    const scope = { field: 'tenantId', id: 'a' };
    expect([null, undefined, '', 'a', 'b'].map((v) => tenantAllows(scope, v))).toEqual([true, true, true, true, false]);
    expect(['a', null].map((v) => tenantAllows({ field: 'tenantId', id: null }, v))).toEqual([false, true]);
  });
});
