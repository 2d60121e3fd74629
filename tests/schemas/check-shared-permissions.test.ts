/**
 * check:schemas (and the server's start) refuses a permission prefix shared by several entities unless exactly one
 * of them keeps data rules on: a rule on the menu must name one entity (issue 31 item 3).
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkSchemaFolder } from '../../src/server/schema-check/index.js';
import { format } from '../../src/server/schema-check/report.js';

const ROLE = 'entities/sys-depart-role.json';
const DEPART = 'entities/sys-depart.json';

/** schemas/ with `file`'s x-entity changed by `edit`, unwritten. */
function problemsWith(file: string, edit: (meta: Record<string, unknown>) => void): string[] {
  const json = JSON.parse(fs.readFileSync(`schemas/${file}`, 'utf8'));
  edit(json['x-entity']);
  return checkSchemaFolder('schemas', new Map([[file, JSON.stringify(json)]])).problems.map(format);
}

const MESSAGE = `权限前缀 depart 由 ${ROLE}、${DEPART} 共用：数据规则只能属于其中一个实体，其余须声明 "x-entity.dataRules": false`;

describe('a permission prefix shared by several entities', () => {
  it('passes the schemas as they are: 部门角色, 字典项, 定时任务日志 and 数据规则 leave the rules to the entity beside them', () => {
    expect(checkSchemaFolder('schemas').problems.map(format)).toEqual([]);
  });

  it('refuses two entities with rules on, naming the files and the permission', () => {
    expect(problemsWith(ROLE, (meta) => delete meta.dataRules)).toEqual([`${ROLE} $.x-entity.permission: ${MESSAGE}（现在 ${ROLE}、${DEPART} 都开启了数据规则）`]);
  });

  it('refuses a shared permission whose rules name no entity', () => {
    expect(problemsWith(DEPART, (meta) => (meta.dataRules = false))).toEqual([`${ROLE} $.x-entity.permission: ${MESSAGE}（现在都声明了 "dataRules": false）`]);
  });
});
