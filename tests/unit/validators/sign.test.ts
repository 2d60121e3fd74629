import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SIGN_SECRET, pathVariableOf, signParams, signPayload } from '../../../validators/sign.js';

const SECRET = 'test-secret-123';
/** The expected signature, computed here with node:crypto from the JSON text written out by hand. */
const md5Upper = (json: string, secret = SECRET) =>
  createHash('md5')
    .update(json + secret, 'utf8')
    .digest('hex')
    .toUpperCase();

describe('signParams', () => {
  it('signs the query parameters of the URL, sorted by key', () => {
    const sign = signParams('/sys/dict/loadDict/DIC_GRID_TYPE?pageSize=10&keyword=综合', {}, SECRET);
    expect(sign).toBe(md5Upper('{"keyword":"综合","pageSize":"10"}'));
    expect(sign).toMatch(/^[0-9A-F]{32}$/);
  });

  it('adds a comma-containing last path segment as x-path-variable', () => {
    expect(signParams('/sys/dict/getDictItems/sys_user,realname,username', {}, SECRET)).toBe(md5Upper('{"x-path-variable":"sys_user,realname,username"}'));
  });

  it('decodes an encoded path variable and keeps the query beside it', () => {
    const url = 'http://host/api/sys/dict/loadDictItem/t_base_grid%2Cgrid_name%2Cgrid_code?key=210102001002001%2C210102001002002';
    expect(signParams(url, {}, SECRET)).toBe(md5Upper('{"key":"210102001002001,210102001002002","x-path-variable":"t_base_grid,grid_name,grid_code"}'));
  });

  it('ignores commas that are only in the query string', () => {
    expect(pathVariableOf('/sys/category/loadDictItem/?ids=a,b')).toEqual({});
    expect(signParams('/sys/category/loadDictItem/?ids=a,b', {}, SECRET)).toBe(md5Upper('{"ids":"a,b"}'));
  });

  it('merges given params over URL params, as text, leaving out _t, null and undefined', () => {
    const sign = signParams(
      '/sys/duplicate/check?tableName=t_base_grid&fieldVal=old',
      { fieldVal: 12, fieldName: 'grid_code', dataId: undefined, note: null, _t: 1700000000, ok: true },
      SECRET,
    );
    expect(sign).toBe(md5Upper('{"fieldName":"grid_code","fieldVal":"12","ok":"true","tableName":"t_base_grid"}'));
  });

  it('does not depend on the order parameters are given in', () => {
    expect(signParams('/x', { b: '2', a: '1' }, SECRET)).toBe(signParams('/x', { a: '1', b: '2' }, SECRET));
    expect(signParams('/x', { a: '1', b: '2' }, SECRET)).toBe(md5Upper('{"a":"1","b":"2"}'));
  });

  it('changes with any parameter value and with the secret', () => {
    const base = signParams('/x?a=1', {}, SECRET);
    expect(signParams('/x?a=2', {}, SECRET)).not.toBe(base);
    expect(signParams('/x?a=1', {}, 'other')).not.toBe(base);
  });

  it('uses the JeecgBoot default secret when none is given', () => {
    expect(signParams('/x?a=1')).toBe(md5Upper('{"a":"1"}', DEFAULT_SIGN_SECRET));
    expect(signPayload({})).toBe(md5Upper('{}', DEFAULT_SIGN_SECRET));
  });
});
