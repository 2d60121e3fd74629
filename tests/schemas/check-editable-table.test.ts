/**
 * check:schemas on the editable table's columns and options (schemas/meta/editable-table.schema.json): a detail
 * table's node, a table a form names itself and a gallery sample are refused with file and JSON path.
 */
import { describe, expect, it } from 'vitest';
import { useEditedSchemas } from '../helpers/edited-schemas.js';


const { copyWith: copyEdited, problemsOf } = useEditedSchemas();
/** A copy of schemas/ with `edit` applied to one JSON file. */
const copyWith = (file: string, edit: (json: any) => unknown) => copyEdited({ [file]: edit });

const ACTIVITY = 'screens/party-activity-list.json';
const PARTICIPANTS = '$.form.schema.properties.participants.x-component-props';
const participants = (s: any) => s.form.schema.properties.participants['x-component-props'];

/** 党建活动's form with a table of its own (not a detail table: nothing fills its columns in). */
function withOwnTable(props: object) {
  return copyWith(ACTIVITY, (s) => {
    s.form.schema.properties.checks = { type: 'array', title: '检查项', 'x-transient': true, 'x-decorator': 'FormItem', 'x-component': 'EditableTable', 'x-component-props': props };
  });
}
const OWN = '$.form.schema.properties.checks.x-component-props';
const item = { key: 'item', title: '检查项' };

describe('check:schemas on editable tables', () => {
  it('refuses a misspelt column option of a detail table, and a column type the table does not know', () => {
    const misspelt = copyWith(ACTIVITY, (s) => void (participants(s).columns[1] = { key: 'memberName', widht: 160 }));
    expect(problemsOf(misspelt)).toEqual([`${ACTIVITY} ${PARTICIPANTS}.columns[1]: must NOT have additional properties: widht`]);
    const badType = copyWith(ACTIVITY, (s) => void (participants(s).columns[2].type = 'phone'));
    const problems = problemsOf(badType);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^screens\/party-activity-list\.json \$\.form\.schema\.properties\.participants\.x-component-props\.columns\[2\]\.type: must be equal to one of the allowed values: \["input",.*"biz",.*"hidden"\]$/);
  });

  it('refuses a misspelt table option or a wrong value of one where the form names EditableTable itself', () => {
    expect(problemsOf(withOwnTable({ columns: [item], rowSelecton: 'radio' }))).toEqual([`${ACTIVITY} ${OWN}: must NOT have additional properties: rowSelecton`]);
    expect(problemsOf(withOwnTable({ columns: [item], rowSelection: 'single' }))[0]).toMatch(/\.checks\.x-component-props\.rowSelection: must be equal to one of the allowed values: \["checkbox","radio",false\]$/);
  });

  it('wants a table that is no detail table to give every column as an object with a title, and fill only on a biz column', () => {
    expect(problemsOf(withOwnTable({ columns: [item] }))).toEqual([]);
    expect(problemsOf(withOwnTable({ columns: [{ key: 'item' }, 'result'] }))).toEqual([
      `${ACTIVITY} ${OWN}.columns[0]: must have required property 'title'`,
      `${ACTIVITY} ${OWN}.columns[1]: must be object`,
    ]);
    expect(problemsOf(withOwnTable({ rowNumber: false }))).toEqual([`${ACTIVITY} ${OWN}: must have required property 'columns'`]);
    expect(problemsOf(withOwnTable({ columns: [{ ...item, fill: { remark: 'name' } }] }))).toEqual([`${ACTIVITY} ${OWN}.columns[0].fill: fill 只用于 biz 列，应为“列 -> 所选行的属性”的对象`]);
  });

  it('takes a detail table that names EditableTable itself with property names and inherited titles, and checks its options', () => {
    const named = (extra: object) =>
      copyWith(ACTIVITY, (s) => {
        const node = s.form.schema.properties.participants;
        node['x-component'] = 'EditableTable';
        node['x-component-props'].columns.splice(1, 2, 'memberName', { key: 'phone', width: 160 });
        Object.assign(node['x-component-props'], extra);
      });
    expect(problemsOf(named({}))).toEqual([]);
    expect(problemsOf(named({ dragSrot: true }))).toEqual([`${ACTIVITY} ${PARTICIPANTS}: must NOT have additional properties: dragSrot`]);
  });

  it('refuses a gallery sample with a wrong column option', () => {
    const dir = copyWith('gallery/editable-table.json', (g) => void (g.samples[0].schema['x-component-props'].columns[3].statistics = ['sum', 'max']));
    expect(problemsOf(dir)[0]).toMatch(/^gallery\/editable-table\.json \$\.samples\[0\]\.schema\.x-component-props\.columns\[3\]\.statistics\[1\]: must be equal to one of the allowed values: \["sum","average"\]$/);
  });
});
