import { connect, mapReadPretty } from '@formily/react';
import { TreeSelect, type TreeSelectProps } from 'antd';
import { useDataProvider } from '../../data-provider';
import { FieldText, MissingDict } from '../../hooks/field-text';
import { useLazyTree } from '../../hooks/use-lazy-tree';
import { useTableDictLabels } from '../../hooks/use-table-dict-labels';
import { parseTreeCondition } from '@validators/tree-condition';
import { texts } from '../../texts';

export interface CategorySelectProps extends Omit<TreeSelectProps, 'treeData' | 'loadData'> {
  /** Code of the category whose descendants are offered (sys/category/loadTreeData). */
  pcode: string;
  /** Extra filter: a JSON string parsing to an object (spec 000 §5). */
  condition?: string;
}

/** Stored category values are category ids; their names come from the category table. */
const CATEGORY_DICT = 'sys_category,name,id';

/** A tree select of the categories below `pcode`, loaded level by level. */
function CategorySelectInput({ pcode, condition, ...rest }: CategorySelectProps) {
  const provider = useDataProvider();
  const checked = parseTreeCondition(condition);
  const { nodes, loadData } = useLazyTree(
    (pid) => provider.categoryTree({ pcode, pid, condition }),
    [provider, pcode, condition],
    Boolean(pcode) && checked.ok,
  );
  if (!pcode) return <MissingDict text={texts.dictCodeMissing} />;
  if (!checked.ok) return <MissingDict text={checked.message} />;
  return (
    <TreeSelect
      treeDataSimpleMode
      treeData={nodes}
      loadData={loadData}
      allowClear
      placeholder={texts.selectPlaceholder}
      listHeight={400}
      style={{ width: '100%' }}
      {...rest}
    />
  );
}

function CategorySelectText({ value }: CategorySelectProps) {
  return <FieldText>{useTableDictLabels(CATEGORY_DICT, value)}</FieldText>;
}

export const CategorySelect = connect(CategorySelectInput, mapReadPretty(CategorySelectText));
export default CategorySelect;
