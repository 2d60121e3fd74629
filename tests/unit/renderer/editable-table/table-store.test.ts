import { describe, expect, it } from 'vitest';
import type { TableColumn } from '../../../../renderer/fields/editable-table/model/columns';
import { TableStore, topics } from '../../../../renderer/fields/editable-table/model/table-store';

const columns: TableColumn[] = [
  { key: 'name', title: '姓名', validateRules: [{ required: true, message: '请输入姓名' }] },
  { key: 'phone', title: '手机', validateRules: [{ pattern: 'm', message: '手机号码不对' }] },
  { key: 'code', title: '编号', validateRules: [{ unique: true, message: '编号重复了' }] },
  { key: 'zip', title: '邮编', validateRules: [{ pattern: '^\\d{6}$' }] },
  { key: 'amount', title: '金额', type: 'number', statistics: ['sum', 'average'], defaultValue: 0 },
];

const rows = () => [
  { id: 'a1', name: '张三', phone: '13800000001', code: 'A1', zip: '110000', amount: 10, extra: { keep: true } },
  { id: 'a2', name: '李四', phone: '13800000002', code: 'A2', zip: '110001', amount: '20.5' },
  { name: '王五', phone: '13800000003', code: 'A3', zip: '', amount: '' },
];

describe('the editable table model', () => {
  it('holds the rows as given: ids and unknown keys kept, no internal keys', () => {
    const store = new TableStore(columns, rows());
    expect(store.value()).toEqual(rows());
    store.setCell(store.rowIds()[0], 'name', '张三丰');
    expect(store.value()[0]).toEqual({ ...rows()[0], name: '张三丰' });
    expect(Object.keys(store.value()[2]).sort()).toEqual(['amount', 'code', 'name', 'phone', 'zip']);
  });

  it('adds rows with the default values at the end or the start, and inserts before a position', () => {
    const store = new TableStore(columns, rows());
    const [end] = store.add();
    expect(store.indexOf(end)).toBe(3);
    expect(store.value()[3]).toEqual({ amount: 0 });
    const two = store.add(2, 'start');
    expect(store.rowIds().slice(0, 2)).toEqual(two);
    const [mid] = store.insert(1, 1, { name: '新' });
    expect(store.indexOf(mid)).toBe(1);
    expect(store.value()[1]).toEqual({ amount: 0, name: '新' });
    expect(store.size).toBe(7);
  });

  it('removes and moves rows; selection follows the rows', () => {
    const store = new TableStore(columns, rows());
    const [a, b, c] = store.rowIds();
    store.select(a, true);
    store.select(c, true);
    expect(store.selectedIds()).toEqual([a, c]);
    store.select(b, true, 'radio');
    expect(store.selectedIds()).toEqual([b]);
    store.move(0, 2);
    expect(store.value().map((r) => r.name)).toEqual(['李四', '王五', '张三']);
    store.remove([b]);
    expect(store.value().map((r) => r.name)).toEqual(['王五', '张三']);
    expect(store.selectedIds()).toEqual([]);
  });

  it('validates every cell with the column message and returns the first problem in row order', () => {
    const store = new TableStore(columns, [...rows(), { name: '', phone: '12345', code: 'A1', zip: '12' }]);
    const problem = store.validateAll();
    const last = store.rowIds()[3];
    // Row 1 repeats row 4's code: it is the first bad cell.
    expect(problem).toEqual({ rid: store.rowIds()[0], key: 'code', index: 0, message: '编号重复了' });
    expect(store.error(last, 'name')).toBe('请输入姓名');
    expect(store.error(last, 'phone')).toBe('手机号码不对');
    expect(store.error(last, 'zip')).toBe('邮编格式不正确');
    expect(store.error(last, 'code')).toBe('编号重复了');
    expect(store.error(store.rowIds()[0], 'code')).toBe('编号重复了');
    expect(store.error(store.rowIds()[2], 'zip')).toBeUndefined();
  });

  it('re-checks an edited cell, and fixing a duplicate clears the other row too', () => {
    const store = new TableStore(columns, rows());
    const [a, b] = store.rowIds();
    expect(store.validateAll()).toBeNull();
    store.setCell(b, 'code', 'A1');
    expect(store.error(b, 'code')).toBe('编号重复了');
    store.validateAll();
    expect(store.error(a, 'code')).toBe('编号重复了');
    store.setCell(b, 'code', 'B1');
    expect(store.error(a, 'code')).toBeUndefined();
    expect(store.error(b, 'code')).toBeUndefined();
    store.setCell(a, 'name', '');
    expect(store.error(a, 'name')).toBe('请输入姓名');
  });

  it('computes the sum and average of numeric cells, skipping blanks', () => {
    const store = new TableStore(columns, rows());
    expect(store.statistic('amount', 'sum')).toBe(30.5);
    expect(store.statistic('amount', 'average')).toBe(15.25);
    store.setCell(store.rowIds()[2], 'amount', 0.2);
    expect(store.statistic('amount', 'sum')).toBe(30.7);
  });

  it('tells only the cell that changed, and the value listeners', () => {
    const store = new TableStore(columns, rows());
    const [a, b] = store.rowIds();
    const heard: string[] = [];
    store.subscribe(topics.cell(a, 'name'), () => heard.push('a.name'));
    store.subscribe(topics.cell(b, 'name'), () => heard.push('b.name'));
    store.subscribe(topics.stats('amount'), () => heard.push('stats'));
    store.subscribe(topics.value, () => heard.push('value'));
    store.setCell(a, 'name', '赵六');
    expect(heard).toEqual(['a.name', 'value']);
    heard.length = 0;
    store.setCell(b, 'amount', 5);
    expect(heard).toEqual(['stats', 'value']);
    const before = store.value();
    store.setCell(b, 'amount', 5);
    expect(store.value()).toBe(before);
  });
});
