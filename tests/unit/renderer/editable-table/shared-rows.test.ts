import { describe, expect, it } from 'vitest';
import type { RowOp } from '../../../../src/shared/services/shared-table';
import type { TableColumn } from '../../../../renderer/fields/editable-table/model/columns';
import { SharedRows } from '../../../../renderer/fields/editable-table/model/shared-rows';
import { TableStore } from '../../../../renderer/fields/editable-table/model/table-store';

const columns: TableColumn[] = [
  { key: 'itemName', title: '物品名称', validateRules: [{ unique: true }] },
  { key: 'quantity', title: '数量', type: 'number', defaultValue: 1 },
];
const stored = () => [
  { id: 'a1', itemName: '档案盒', quantity: 2 },
  { id: 'a2', itemName: '签字笔', quantity: 5 },
];

/** Two users' tables on one record, each op of one applied to the other (as the server relays them). */
function pair() {
  const sent: { a: RowOp[]; b: RowOp[] } = { a: [], b: [] };
  const locked: { a: Array<string | null>; b: Array<string | null> } = { a: [], b: [] };
  const storeA = new TableStore(columns, stored());
  const storeB = new TableStore(columns, stored());
  let n = 0;
  const a = new SharedRows(storeA, { send: (op) => sent.a.push(op), lock: (row) => locked.a.push(row) }, () => `k${++n}`);
  const b = new SharedRows(storeB, { send: (op) => sent.b.push(op), lock: (row) => locked.b.push(row) });
  const relay = () => {
    for (const op of sent.a.splice(0)) b.apply(op);
    for (const op of sent.b.splice(0)) a.apply(op);
  };
  return { storeA, storeB, a, b, sent, locked, relay };
}

describe('shared rows: the others’ changes applied to the table', () => {
  it('a cell set, a row added, a row moved and a row removed by one user show the same in the other’s table', () => {
    const { storeA, storeB, sent, relay } = pair();
    storeA.setCell(storeA.rowIds()[1], 'quantity', 8);
    expect(sent.a).toEqual([{ type: 'set', row: 'a2', key: 'quantity', value: 8 }]);
    relay();
    expect(storeB.value()).toEqual([stored()[0], { ...stored()[1], quantity: 8 }]);

    const [added] = storeA.insert(1, 1, { itemName: '文件夹' });
    expect(sent.a).toEqual([{ type: 'add', index: 1, rows: [{ row: 'k1', value: { itemName: '文件夹', quantity: 1 } }] }]);
    relay();
    expect(storeB.value().map((r) => r.itemName)).toEqual(['档案盒', '文件夹', '签字笔']);

    // The new row is known by its key on both sides: its later edits and moves land on the same row.
    storeA.setCell(added, 'quantity', 3);
    storeA.move(1, 0);
    relay();
    expect(storeB.value()).toEqual([{ itemName: '文件夹', quantity: 3 }, stored()[0], { ...stored()[1], quantity: 8 }]);

    storeA.remove([storeA.rowIds()[1]]);
    relay();
    expect(storeB.value()).toEqual(storeA.value());
    expect(storeB.value().map((r) => r.itemName)).toEqual(['文件夹', '签字笔']);
  });

  it('applying the others’ changes sends nothing back, and they are checked like typed cells', () => {
    const { storeB, b, sent } = pair();
    b.apply({ type: 'set', row: 'a1', key: 'itemName', value: '签字笔' });
    b.apply({ type: 'add', index: 5, rows: [{ row: 'x1', value: { itemName: '订书机', quantity: 1 } }] });
    b.apply({ type: 'move', row: 'x1', to: 0 });
    expect(sent.b).toEqual([]);
    expect(storeB.value().map((r) => r.itemName)).toEqual(['订书机', '签字笔', '签字笔']);
    expect(storeB.error(storeB.rowIds()[1], 'itemName')).toBe('物品名称不能重复');
    // The same row twice, or rows the table does not have, change nothing.
    b.apply({ type: 'add', index: 0, rows: [{ row: 'x1', value: { itemName: '重复' } }] });
    b.apply({ type: 'set', row: 'nobody', key: 'itemName', value: '无' });
    b.apply({ type: 'remove', rows: ['nobody'] });
    expect(storeB.size).toBe(3);
  });

  it('a record loaded again names its rows by their ids again', () => {
    const { storeB, b } = pair();
    storeB.reset([{ id: 'z9', itemName: '新记录' }]);
    expect(b.keyOf(storeB.rowIds()[0])).toBe('z9');
    b.apply({ type: 'set', row: 'z9', key: 'quantity', value: 4 });
    expect(storeB.value()).toEqual([{ id: 'z9', itemName: '新记录', quantity: 4 }]);
  });
});

describe('shared rows: locks', () => {
  it('focusing a row takes its lock, leaving it frees it; a row the other holds is shown locked and not taken', () => {
    const { storeA, storeB, a, b, locked } = pair();
    const [first, second] = storeA.rowIds();
    a.focus(first);
    a.focus(first);
    expect(locked.a).toEqual(['a1']);
    a.blur(second);
    expect(locked.a).toEqual(['a1']);
    a.blur(first);
    expect(locked.a).toEqual(['a1', null]);

    let heard = 0;
    b.subscribe('locks', () => heard++);
    b.setLocks([{ row: 'a2', userId: 'u1', name: '水源地社区管理员' }]);
    expect(heard).toBe(1);
    const [, lockedRow] = storeB.rowIds();
    expect(b.lockOf(lockedRow)).toEqual({ row: 'a2', userId: 'u1', name: '水源地社区管理员' });
    expect(b.lockOf(storeB.rowIds()[0])).toBeUndefined();
    b.focus(lockedRow);
    expect(locked.b).toEqual([]);
    b.setLocks([]);
    expect(b.lockOf(lockedRow)).toBeUndefined();
  });

  it('removing the row being edited frees its lock', () => {
    const { storeA, a, locked } = pair();
    const [first] = storeA.rowIds();
    a.focus(first);
    storeA.remove([first]);
    expect(locked.a).toEqual(['a1', null]);
  });
});
