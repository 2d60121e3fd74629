/** What the operation log (日志管理) says a write did: Chinese words an officer can read, never a method name. */
import path from 'node:path';
import { expect, it } from 'vitest';
import { EntityCatalog } from '../../../src/server/entities/catalog';
import { describeWrite } from '../../../src/server/services/activity-log/describe-request';

const catalog = new EntityCatalog(path.resolve('schemas'));

it('names a password change in Chinese, and an action without a name as 其他操作', () => {
  expect(describeWrite(catalog, '/sys/user/updatePassword')).toEqual({ content: '用户：修改密码', operateType: 'edit' });
  expect(describeWrite(catalog, '/sys/user/add').content).toBe('用户：添加');
  const other = describeWrite(catalog, '/sys/user/someNewCall');
  expect(other).toEqual({ content: '用户：其他操作', operateType: 'other' });
});
