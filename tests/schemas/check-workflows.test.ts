import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkSchemaFolder } from '../../src/server/schema-check/index.js';
import { format } from '../../src/server/schema-check/report.js';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

/** A copy of schemas/ with the appeal process edited. */
function withAppeal(edit: (json: any) => unknown): string[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zhdj-check-workflow-'));
  dirs.push(dir);
  fs.cpSync('schemas', dir, { recursive: true });
  const full = path.join(dir, 'workflows', 'appeal.json');
  const json = JSON.parse(fs.readFileSync(full, 'utf8'));
  fs.writeFileSync(full, JSON.stringify(edit(json) ?? json));
  return checkSchemaFolder(dir).problems.map(format);
}

describe('check:schemas on process definitions', () => {
  it('the shipped appeal process passes', () => {
    expect(withAppeal(() => undefined)).toEqual([]);
  });

  it('names an unknown role, a missing or wrongly placed target, and a target on deal', () => {
    const problems = withAppeal((w) => {
      w.nodes[0].role = 'nobody';
      w.nodes[0].actions[1].targets = ['nowhere'];
      w.nodes[1].actions[2].targets = ['street'];
      w.nodes[1].actions[0].targets = ['grid'];
    });
    expect(problems).toEqual([
      'workflows/appeal.json $.nodes[0].role: 角色 nobody 不在 roles.json 中',
      'workflows/appeal.json $.nodes[0].actions[1].targets[0]: 目标节点 nowhere 不存在',
      'workflows/appeal.json $.nodes[1].actions[0].targets: 动作 deal 不应有 targets',
      'workflows/appeal.json $.nodes[1].actions[2].targets[0]: 指派的目标节点 street 应在更低一级',
    ]);
  });

  it('refuses an unknown action, a deadline of 0, a key unlike the file name and an entity that does not start it', () => {
    expect(withAppeal((w) => void (w.nodes[0].actions[0].code = 'skip'))).toEqual([expect.stringMatching(/^workflows\/appeal\.json \$\.nodes\[0\]\.actions\[0\]\.code: /)]);
    expect(withAppeal((w) => void (w.nodes[0].deadlineHours = 0))).toHaveLength(1);
    expect(withAppeal((w) => void (w.key = 'other'))).toEqual(['workflows/appeal.json $.key: 流程编码 other 应与文件名 appeal 相同', 'workflows/appeal.json $.entity: 实体 eventProc 的 x-entity.process 应为 other']);
  });
});
