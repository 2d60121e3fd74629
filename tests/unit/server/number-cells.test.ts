/** Number cells of an import for text properties: exact ones read as digits, rounded or zero-stripped ones refused. */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { EntitySchema } from '../../../src/shared/entity-meta.js';
import { digitCodeOf, integerDigits, numberCellProblems } from '../../../src/server/services/crud/number-cells.js';

const entity = (file: string) => JSON.parse(fs.readFileSync(new URL(`../../../schemas/entities/${file}`, import.meta.url), 'utf8')) as EntitySchema;
const resident = entity('t-resident.json');
const partOrg = entity('t-part-org.json');
const TEXT_COLUMN = '请将该列设为文本格式后重新导入';

describe('number cells of text properties', () => {
  it('refuses a number of more than 15 digits, whatever the text property, and says how many digits it has', () => {
    const raw = { idCard: 2.10102199001015e17, remark: 6.222021234567891e18, name: '张三' };
    expect(numberCellProblems(resident, raw)).toEqual([
      `身份证号：表格中是数字，无法保证18位号码准确，${TEXT_COLUMN}`,
      `备注：表格中是数字，无法保证19位号码准确，${TEXT_COLUMN}`,
    ]);
    expect(raw.idCard).toBe(2.10102199001015e17);
  });

  it('reads exact numbers of digit codes as their digits: an 11-digit phone, a 15-digit grid code or old card', () => {
    const raw: Record<string, unknown> = { phone: 13800138000, regionCode: 210102001002001, idCard: 210102900101123, roomNo: 301 };
    expect(numberCellProblems(resident, raw)).toEqual([]);
    // 门牌号 is free text: left to the validator's coercion as before.
    expect(raw).toEqual({ phone: '13800138000', regionCode: '210102001002001', idCard: '210102900101123', roomNo: 301 });
  });

  it('refuses a code that may begin with 0 when the number has fewer digits than the code', () => {
    const raw: Record<string, unknown> = { orgCode: 12345678901 };
    expect(numberCellProblems(partOrg, raw)).toEqual([`组织代码：表格中是数字，12位编码开头的0已丢失，${TEXT_COLUMN}`]);
    const full: Record<string, unknown> = { orgCode: 210102001001 };
    expect(numberCellProblems(partOrg, full)).toEqual([]);
    expect(full.orgCode).toBe('210102001001');
  });

  it('knows digit codes by rule, region, area or a pattern of digits only', () => {
    expect(digitCodeOf(resident.properties.idCard)).toEqual({});
    expect(digitCodeOf(resident.properties.phone)).toEqual({});
    expect(digitCodeOf(partOrg.properties.orgCode)).toEqual({ zeroLedLength: 12 });
    expect(digitCodeOf({ type: 'string', title: '编码', pattern: '^[0-9]+$' })).toEqual({});
    expect(digitCodeOf({ type: 'string', title: '客服电话', pattern: '^[0-9][0-9-]{1,18}[0-9]$' })).toBeUndefined();
    expect(digitCodeOf(resident.properties.roomNo)).toBeUndefined();
  });

  it('counts the digits before the point of any number', () => {
    expect([0.5, 7, 999_999_999_999_999, 1e15, -13800138000, 1.5e22].map(integerDigits)).toEqual([1, 1, 15, 16, 11, 23]);
  });
});
