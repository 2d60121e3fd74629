import { createForm } from '@formily/core';
import { describe, expect, it } from 'vitest';
import { evaluateExpression } from '../../../renderer/schema/expression';

describe('schema expressions are interpreted, never compiled to code', () => {
  it('reads Formily scope names, literals, members, comparisons and logic as JavaScript would', () => {
    const scope = { $deps: ['4', { code: 'A' }], $values: { n: 3 } };
    expect(evaluateExpression("$deps[0] === '4'", scope)).toBe(true);
    expect(evaluateExpression("$deps[0] !== '4' || $values.n > 5", scope)).toBe(false);
    expect(evaluateExpression('$deps[1].code + $values.n * 2', scope)).toBe('A6');
    expect(evaluateExpression("$values.n >= 3 ? 'many' : 'few'", scope)).toBe('many');
    expect(evaluateExpression('$values.missing?.x ?? -1', { $values: {} })).toBe(-1);
    expect(evaluateExpression('!$values.n', scope)).toBe(false);
    expect(evaluateExpression('[1, $values.n]', scope)).toEqual([1, 3]);
    expect(evaluateExpression('String($values.n).length', scope)).toBe(1);
  });

  it('short-circuits: the right side of && runs only when the left holds', () => {
    const calls: unknown[] = [];
    const clearField = (f: unknown) => calls.push(f);
    evaluateExpression("$deps[0] === '4' && clearField($self)", { $deps: ['1'], $self: 'me', clearField });
    expect(calls).toEqual([]);
    evaluateExpression("$deps[0] === '4' && clearField($self)", { $deps: ['4'], $self: 'me', clearField });
    expect(calls).toEqual(['me']);
  });

  it('calls methods with their object as this (a field’s setValue)', () => {
    const form = createForm();
    const field = form.createField({ name: 'a' });
    evaluateExpression("$self.setValue('x')", { $self: field });
    expect(form.values).toEqual({ a: 'x' });
  });

  it('refuses what would reach code: constructors, prototypes, unknown names', () => {
    expect(() => evaluateExpression("$self.constructor.constructor('return 1')()", { $self: {} })).toThrow('表达式不能访问 constructor');
    expect(() => evaluateExpression("$self['__proto__']", { $self: {} })).toThrow('表达式不能访问 __proto__');
    expect(() => evaluateExpression('window.location', {})).toThrow('表达式中的 window 未定义');
    expect(() => evaluateExpression('$x = 1', { $x: 0 })).toThrow();
  });
});

describe('the run statements of a reaction', () => {
  it('become a function Formily calls, with or without their own {{ }}', () => {
    const seen: string[] = [];
    const note = (v: string) => seen.push(v);
    (evaluateExpression("function(){{{note('a')}}}", { note }) as () => void)();
    (evaluateExpression("function(){note('b'); note('c')}", { note }) as () => void)();
    expect(seen).toEqual(['a', 'b', 'c']);
  });
});
