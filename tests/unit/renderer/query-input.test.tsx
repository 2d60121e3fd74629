// @vitest-environment jsdom
/** The text filter of query areas (000 §5, 002 §5): the operator's prefix, wildcards stripped, optional trimming. */
import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render } from '@testing-library/react';
import { createForm } from '@formily/core';
import { SchemaForm } from '../../../renderer/form/schema-form';
import { registry } from '../../../renderer/registry';
import { decodeFilter, encodeFilter } from '../../../renderer/fields/query-input/encode';
import { resetDom } from './render-screen';

afterEach(resetDom);

describe('encoding what is typed', () => {
  it('adds the prefix of the operator', () => {
    expect(encodeFilter('王', 'like')).toBe('*王*');
    expect(encodeFilter('2', 'ne')).toBe('!2');
    expect(encodeFilter('10', 'ge')).toBe('>=10');
    expect(encodeFilter('10', 'le')).toBe('<=10');
    expect(encodeFilter('王', 'eq')).toBe('王');
  });

  it('strips typed wildcards, so a * cannot change the match, and sends nothing for nothing', () => {
    expect(encodeFilter('*王*', 'like')).toBe('*王*');
    expect(encodeFilter('a*', 'ne')).toBe('!a');
    expect(encodeFilter('**', 'like')).toBeUndefined();
    expect(encodeFilter('', 'ge')).toBeUndefined();
    expect(encodeFilter('   ', 'like')).toBeUndefined();
  });

  it('trims only when asked', () => {
    expect(encodeFilter(' 王 ', 'like', true)).toBe('*王*');
    expect(encodeFilter(' 王 ', 'like')).toBe('* 王 *');
  });

  it('shows a value without its prefix', () => {
    expect(decodeFilter('*王*', 'like')).toBe('王');
    expect(decodeFilter('!2', 'ne')).toBe('2');
    expect(decodeFilter('>=10', 'ge')).toBe('10');
    expect(decodeFilter('<=10', 'le')).toBe('10');
    expect(decodeFilter(undefined, 'like')).toBe('');
  });
});

describe('in a form', () => {
  it('the user sees what they typed, the form holds the encoded value, and a reset empties the box', async () => {
    await registry.preload(['QueryInput']);
    const form = createForm();
    const schema = {
      type: 'object',
      properties: {
        gridCode: {
          type: 'string',
          title: '网格编号',
          'x-decorator': 'FormItem',
          'x-component': 'QueryInput',
          'x-component-props': { type: 'ge', trim: true },
        },
      },
    };
    const { container } = render(<SchemaForm form={form} schema={schema} />);
    const input = container.querySelector('input')!;
    fireEvent.change(input, { target: { value: ' 21010200 ' } });
    expect(input.value).toBe(' 21010200 ');
    expect(form.values.gridCode).toBe('>=21010200');
    await act(() => form.reset('*', { forceClear: true }));
    expect(input.value).toBe('');
    expect(form.values.gridCode).toBeUndefined();
  });
});
