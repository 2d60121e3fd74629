import { describe, expect, it } from 'vitest';
import { clearedValues, mappedValues, ownValue, paramValues, pickError, popupConfigError } from '../../../../renderer/fields/popup-report/popup-config';

const config = { code: 'user_select', orgFields: 'username,realname', destFields: 'borrower,borrowerName' };

describe('popup report: configuration checks (002 §5)', () => {
  it('needs code, original fields and target fields', () => {
    expect(popupConfigError(config)).toBeNull();
    for (const broken of [{ ...config, code: '' }, { ...config, orgFields: undefined }, { ...config, destFields: ' , ' }, {}]) {
      expect(popupConfigError(broken)).toBe('popup参数未正确配置!');
    }
  });

  it('needs as many target fields as original fields', () => {
    expect(popupConfigError({ ...config, destFields: 'borrower' })).toBe('popup参数未正确配置,原始值和目标值数量不一致!');
    expect(popupConfigError({ ...config, orgFields: 'username, realname , sex' })).toBe('popup参数未正确配置,原始值和目标值数量不一致!');
  });

  it('taking rows needs at least one, and only one unless multi', () => {
    expect(pickError([], false)).toBe('请选择一条记录');
    expect(pickError([], true)).toBe('请选择一条记录');
    expect(pickError([{}, {}], false)).toBe('请选择一条记录');
    expect(pickError([{}], false)).toBeNull();
    expect(pickError([{}, {}], true)).toBeNull();
  });
});

describe('popup report: picked rows to form values', () => {
  const rows = [
    { username: 'community01', realname: '水源地社区管理员', partNum: 0 },
    { username: 'community02', realname: null, partNum: 12 },
  ];

  it('maps each original field to its target, one row as its value, several comma-joined, missing as empty', () => {
    expect(mappedValues(rows.slice(0, 1), config)).toEqual({ borrower: 'community01', borrowerName: '水源地社区管理员' });
    expect(mappedValues(rows, config)).toEqual({ borrower: 'community01,community02', borrowerName: '水源地社区管理员,' });
    expect(mappedValues(rows.slice(1), { code: 'x', orgFields: 'partNum', destFields: 'count' })).toEqual({ count: 12 });
    expect(mappedValues(rows.slice(0, 1), { code: 'x', orgFields: 'partNum', destFields: 'count' })).toEqual({ count: 0 });
  });

  it('the picker’s own field takes its mapped value, else the first original field', () => {
    const mapped = mappedValues(rows, config);
    expect(ownValue(mapped, rows, config, 'borrowerName')).toBe('水源地社区管理员,');
    expect(ownValue(mapped, rows, config, 'contact')).toBe('community01,community02');
  });

  it('clearing empties every target field', () => {
    expect(clearedValues(config)).toEqual({ borrower: '', borrowerName: '' });
  });

  it('self_ parameters: literals and form values, empty ones left out', () => {
    const form: Record<string, unknown> = { regionCode: '210102001002', empty: '' };
    expect(paramValues({ regionCode: { field: 'regionCode' }, level: 5, skip: { field: 'empty' }, none: { field: 'missing' } }, (f) => form[f])).toEqual({
      self_regionCode: '210102001002',
      self_level: '5',
    });
    expect(paramValues(undefined, () => undefined)).toEqual({});
  });
});
