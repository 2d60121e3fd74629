import { connect, mapReadPretty } from '@formily/react';
import { TreeSelect, type TreeSelectProps } from 'antd';
import { useDataProvider } from '../../data-provider';
import { FieldText, MissingDict } from '../../hooks/field-text';
import { useLazyTree } from '../../hooks/use-lazy-tree';
import { useTableDictLabels } from '../../hooks/use-table-dict-labels';
import { parseTreeCondition } from '@validators/tree-condition';
import { texts } from '../../texts';

export interface DictTreeSelectProps extends Omit<TreeSelectProps, 'treeData' | 'loadData'> {
  /** Table dictionary "table,textField,codeField" read through sys/dict/loadTreeData. */
  dict: string;
  /** Parent column (default pid) and the root's parent value (default ""). */
  pidField?: string;
  pidValue?: string;
  hasChildField?: string;
  /** Extra filter: a JSON string parsing to an object (spec 002 §5), e.g. "{\"status\":1}". */
  condition?: string;
}

/** A tree select over a table whose rows point at their parent (sys/dict/loadTreeData), loaded level by level. */
function DictTreeSelectInput({ dict, pidField = 'pid', pidValue = '', hasChildField, condition, ...rest }: DictTreeSelectProps) {
  const provider = useDataProvider();
  const [tableName, text, code] = (dict ?? '').split(',');
  const checked = parseTreeCondition(condition);
  const ok = checked.ok;
  const { nodes, loadData } = useLazyTree(
    (pid) => provider.loadTreeData({ pid: pid ?? pidValue, tableName, text, code, pidField, hasChildField, condition }),
    [provider, dict, pidField, pidValue, hasChildField, condition],
    ok && Boolean(tableName),
  );
  if (!tableName) return <MissingDict text={texts.dictCodeMissing} />;
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

function DictTreeSelectText({ dict, value }: DictTreeSelectProps) {
  return <FieldText>{useTableDictLabels(dict, value)}</FieldText>;
}

export const DictTreeSelect = connect(DictTreeSelectInput, mapReadPretty(DictTreeSelectText));
export default DictTreeSelect;
