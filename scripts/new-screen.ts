/**
 * npm run new:screen -- --id service-point --title 便民服务点 --table t_service_point --api /TServicePointController
 *   --permission servicePoint --area /grid --fields "name:服务点名称,phone:联系电话:mobile" [--scope regionCode]
 *   [--roles street_admin,community_admin]
 * Writes the entity, the list screen, the menu entry and the role grants; then run npm run gen and check:schemas.
 */
import path from 'node:path';
import { generateScreen, parseFields } from './new-screen/generate.js';

const args = process.argv.slice(2);
const flag = (name: string) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : undefined);
const need = (name: string) => {
  const v = flag(name);
  if (!v) {
    console.error(`缺少 --${name}（用法见 scripts/new-screen.ts 开头）`);
    process.exit(2);
  }
  return v;
};
try {
  const written = generateScreen(path.resolve(flag('schemas') ?? 'schemas'), {
    id: need('id'),
    title: need('title'),
    table: need('table'),
    api: need('api'),
    permission: need('permission'),
    area: need('area'),
    fields: parseFields(need('fields')),
    roles: (flag('roles') ?? '').split(',').filter(Boolean),
    scope: flag('scope'),
  });
  console.log(
    `已写入：\n  ${written.map((f) => path.relative(process.cwd(), f)).join('\n  ')}\n下一步：npm run gen && npm run check:schemas，再运行屏幕快照测试以提交新页面的快照。`,
  );
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
