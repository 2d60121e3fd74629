import { describe, expect, it } from 'vitest';
import { fillTemplate, parseTemplateData, placeholdersOf, TemplateError } from '../../../validators/message-template.js';

describe('message templates', () => {
  it('lists each placeholder once, in order, spaces inside the braces allowed', () => {
    expect(placeholdersOf('${name}您好，${ item }已办结，${name}')).toEqual(['name', 'item']);
    expect(placeholdersOf('没有参数，$name 和 ${1x} 也不是')).toEqual([]);
  });

  it('fills texts, numbers and booleans as their text and leaves the rest of the content alone', () => {
    expect(fillTemplate('${name}：余额${n}元，${ok}。$ {x}', { name: '张三', n: 12.5, ok: true })).toBe('张三：余额12.5元，true。$ {x}');
  });

  it('inserts values as they are: a value that looks like a placeholder or code is never filled or run', () => {
    expect(fillTemplate('${a}-${b}', { a: '${b}', b: '{{constructor.constructor("x")()}}' })).toBe('${b}-{{constructor.constructor("x")()}}');
    expect(() => fillTemplate('${constructor}', {})).toThrow('模板参数“constructor”没有取值，请在测试数据中填写');
    expect(() => fillTemplate('${toString}', parseTemplateData('{}'))).toThrow(TemplateError);
  });

  it('refuses every missing placeholder by name in one message', () => {
    expect(() => fillTemplate('${name}的${item}', { item: 'x' })).toThrow('模板参数“name”没有取值，请在测试数据中填写');
    expect(() => fillTemplate('${name}的${item}', {})).toThrow('模板参数“name”、“item”没有取值，请在测试数据中填写');
  });

  it('reads test data: empty is none, anything but an object of scalars is refused', () => {
    expect(parseTemplateData('')).toEqual({});
    expect(parseTemplateData(' {"a":1} ')).toEqual({ a: 1 });
    expect(() => parseTemplateData('[1]')).toThrow('测试数据应为JSON对象，如 {"name":"张三"}');
    expect(() => parseTemplateData('{"a":null}')).toThrow('测试数据中参数“a”的取值应为文本或数字');
  });
});
