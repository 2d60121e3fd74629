/**
 * The editable table's props (schemas/meta/editable-table.schema.json) where the form meta-schema cannot tell which
 * form applies: it checks a node naming EditableTable against the node props, in which a detail table may list bare
 * property names and leave titles to the detail entity. Only the entity knows whether a node is a detail table, so
 * here a table that is none must give what the table itself takes (nothing fills its columns in), and a detail
 * table's node that leaves x-component out (it gets the table by default) gets the node-props check.
 */
import type { ErrorObject } from 'ajv';
import { metaValidator } from './meta.js';
import type { Report, Segment } from './report.js';

const EDITABLE_TABLE = 'EditableTable';

export const FILL_ONLY_ON_BIZ = 'fill 只用于 biz 列，应为“列 -> 所选行的属性”的对象';

interface TableNode {
  'x-component'?: string;
  'x-component-props'?: { [k: string]: unknown };
}

/** Columns of a plain table that fill cells without being a biz column (the picker that fills them). */
function fillOffBiz(report: Report, file: string, at: Segment[], props: { [k: string]: unknown }) {
  const lists: Array<[Segment[], unknown]> = [
    [['columns'], props.columns],
    [['subForm', 'columns'], (props.subForm as { columns?: unknown } | undefined)?.columns],
  ];
  for (const [where, columns] of lists) {
    if (!Array.isArray(columns)) continue;
    columns.forEach((c: { type?: unknown; fill?: unknown }, i) => {
      if (c && typeof c === 'object' && c.fill !== undefined && c.type !== 'biz') report.add(file, [...at, ...where, i, 'fill'], FILL_ONLY_ON_BIZ);
    });
  }
}

/**
 * Checks the props of `node` if it shows an editable table; `detail`: its key is a detail table of the form's entity
 * (its columns are then checked against the detail entity by checkDetailColumns). Answers whether the props passed.
 */
export function checkEditableTable(report: Report, file: string, at: Segment[], node: TableNode, detail: boolean): boolean {
  const component = node['x-component'] ?? (detail ? EDITABLE_TABLE : undefined);
  if (component !== EDITABLE_TABLE) return true;
  // A node naming the table was checked against the node props by the form meta-schema already.
  const validate = !detail ? metaValidator('editable-table') : node['x-component'] ? null : metaValidator('editable-table', '/definitions/nodeProps');
  const props = node['x-component-props'] ?? {};
  if (validate && !validate(props)) {
    report.addAjv(file, validate.errors as ErrorObject[], [...at, 'x-component-props']);
    return false;
  }
  const before = report.problems.length;
  if (!detail) fillOffBiz(report, file, [...at, 'x-component-props'], props);
  return report.problems.length === before;
}
