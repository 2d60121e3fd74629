import { useState } from 'react';
import { connect, mapReadPretty } from '@formily/react';
import { FieldText } from '../../hooks/field-text';
import { joinKeys } from '../../pickers/keys';
import { PICKER_DEFAULTS } from '../../pickers/defaults';
import { PickerInput } from '../../pickers/picker-input';
import { texts } from '../../texts';
import { RoleModal } from './role-modal';
import { usePickedRoles, type RoleKey } from './roles';

export interface RoleSelectProps {
  value?: string;
  onChange?: (value: string | undefined) => void;
  /** Several roles, stored comma-joined (default false: one). */
  multiple?: boolean;
  /** What is stored: the role's `id` (default) or its `roleCode`. */
  store?: RoleKey;
  /** Width of the dialog (default 900). */
  modalWidth?: number;
  placeholder?: string;
  disabled?: boolean;
  readOnly?: boolean;
}

const DEFAULTS = PICKER_DEFAULTS.RoleSelect;

/** 角色选择: roles from /sys/role/list in a dialog; stores ids (or role codes), shows role names. */
function RoleSelectInput({
  value,
  onChange,
  multiple = DEFAULTS.multiple,
  store = DEFAULTS.store,
  modalWidth = 900,
  placeholder = texts.selectPlaceholder,
  disabled,
  readOnly,
}: RoleSelectProps) {
  const roles = usePickedRoles(value, store);
  const [open, setOpen] = useState(false);
  return (
    <>
      <PickerInput
        labels={roles.map((r) => r.roleName)}
        placeholder={placeholder}
        disabled={disabled || readOnly}
        onOpen={() => setOpen(true)}
        onClear={() => onChange?.(undefined)}
      />
      <RoleModal
        open={open}
        width={modalWidth}
        multiple={multiple}
        store={store}
        initial={roles}
        onOk={(picked) => (onChange?.(joinKeys(picked.map((r) => r[store]))), setOpen(false))}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

function RoleSelectText({ value, store = DEFAULTS.store }: RoleSelectProps) {
  return (
    <FieldText>
      {usePickedRoles(value, store)
        .map((r) => r.roleName)
        .join('，')}
    </FieldText>
  );
}

export const RoleSelect = connect(RoleSelectInput, mapReadPretty(RoleSelectText));
export default RoleSelect;
