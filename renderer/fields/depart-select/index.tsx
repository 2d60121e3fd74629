import { useMemo, useState } from 'react';
import { connect, mapReadPretty } from '@formily/react';
import { FieldText } from '../../hooks/field-text';
import { useFeedback } from '../../hooks/use-feedback';
import { joinKeys, splitKeys } from '../../pickers/keys';
import { PICKER_DEFAULTS } from '../../pickers/defaults';
import { PickerInput } from '../../pickers/picker-input';
import { flatten, useDepartTree, type DepartNode } from '../../pickers/use-depart-tree';
import { texts } from '../../texts';
import { DepartModal } from './depart-modal';

export interface DepartSelectProps {
  value?: string;
  onChange?: (value: string | undefined) => void;
  /** Several departments, stored comma-joined (default false: one). */
  multiple?: boolean;
  /** What is stored: the department's `id` (default) or its `orgCode`. */
  store?: 'id' | 'orgCode';
  /** Width of the dialog (default 500). */
  modalWidth?: number;
  /** The dialog opens with 父子关联 on (default false: 取消关联, each department checked alone). */
  linked?: boolean;
  placeholder?: string;
  disabled?: boolean;
  readOnly?: boolean;
}

const storedKey = (node: DepartNode, store: DepartSelectProps['store']) => (store === 'orgCode' ? node.orgCode : node.id);

const DEFAULTS = PICKER_DEFAULTS.DepartSelect;

/** The picked departments' names; a stored key outside the caller's tree shows as it is. */
function useDepartLabels(props: DepartSelectProps) {
  const { fail } = useFeedback();
  const tree = useDepartTree((e) => fail(e));
  const keys = splitKeys(props.value);
  const nodes = useMemo(() => flatten(tree.all), [tree.all]);
  const byKey = useMemo(() => new Map(nodes.map((n) => [storedKey(n, props.store), n])), [nodes, props.store]);
  return { tree, keys, byKey, labels: keys.map((k) => byKey.get(k)?.departName ?? k) };
}

/** 部门选择 (002 §2.5): departments of the caller's region in a dialog; stores ids (or org codes), shows names. */
function DepartSelectInput(props: DepartSelectProps) {
  const {
    multiple = DEFAULTS.multiple,
    store = DEFAULTS.store,
    modalWidth = 500,
    linked = false,
    placeholder = texts.selectPlaceholder,
    disabled,
    readOnly,
    onChange,
  } = props;
  const { tree, keys, byKey, labels } = useDepartLabels(props);
  const [open, setOpen] = useState(false);
  const initial = keys.flatMap((k) => byKey.get(k)?.id ?? []);
  const pick = (ids: string[]) => {
    const byId = new Map(flatten([...tree.all, ...tree.shown]).map((n) => [n.id, n]));
    onChange?.(joinKeys(ids.flatMap((id) => (byId.has(id) ? [storedKey(byId.get(id)!, store)] : []))));
    setOpen(false);
  };
  return (
    <>
      <PickerInput
        labels={labels}
        placeholder={placeholder}
        disabled={disabled || readOnly}
        onOpen={() => setOpen(true)}
        onClear={() => onChange?.(undefined)}
      />
      <DepartModal
        open={open}
        width={modalWidth}
        multiple={multiple}
        initial={initial}
        tree={tree}
        linked={linked}
        onOk={pick}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

function DepartSelectText(props: DepartSelectProps) {
  return <FieldText>{useDepartLabels(props).labels.join('，')}</FieldText>;
}

export const DepartSelect = connect(DepartSelectInput, mapReadPretty(DepartSelectText));
export default DepartSelect;
