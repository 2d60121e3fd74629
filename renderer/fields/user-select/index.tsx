import { useState } from 'react';
import { connect, mapReadPretty } from '@formily/react';
import { FieldText } from '../../hooks/field-text';
import { joinKeys, splitKeys } from '../../pickers/keys';
import { PICKER_DEFAULTS } from '../../pickers/defaults';
import { PickerInput } from '../../pickers/picker-input';
import { texts } from '../../texts';
import { UserModal } from './user-modal';
import { useUsersByKeys, type PickerUser } from './user-table';

export interface UserSelectProps {
  value?: string;
  onChange?: (value: string | undefined) => void;
  /** Several users, stored comma-joined (default true, as JeecgBoot's user picker). */
  multiple?: boolean;
  /** What is stored: the user's `username` (default, 002 §3) or `id`. */
  store?: 'username' | 'id';
  /** Width of the dialog (default 1250). */
  modalWidth?: number;
  placeholder?: string;
  disabled?: boolean;
  readOnly?: boolean;
}

const DEFAULTS = PICKER_DEFAULTS.UserSelect;

/** The picked users: those the server knows (in scope) with their names, others as their bare keys. */
function usePickedUsers(value: unknown, store: 'username' | 'id'): PickerUser[] {
  const keys = splitKeys(value);
  const known = useUsersByKeys(keys, store);
  return keys.map((k) => known.find((u) => String(u[store]) === k) ?? ({ id: k, username: k, realname: k } as PickerUser));
}

/** 用户选择 (002 §2.5): users by department in a dialog; stores usernames (or ids), shows real names. */
function UserSelectInput({
  value,
  onChange,
  multiple = DEFAULTS.multiple,
  store = DEFAULTS.store,
  modalWidth = 1250,
  placeholder = texts.selectPlaceholder,
  disabled,
  readOnly,
}: UserSelectProps) {
  const users = usePickedUsers(value, store);
  const [open, setOpen] = useState(false);
  return (
    <>
      <PickerInput
        labels={users.map((u) => u.realname || u.username)}
        placeholder={placeholder}
        disabled={disabled || readOnly}
        onOpen={() => setOpen(true)}
        onClear={() => onChange?.(undefined)}
      />
      <UserModal
        open={open}
        width={modalWidth}
        multiple={multiple}
        store={store}
        initial={users}
        onOk={(picked) => (onChange?.(joinKeys(picked.map((u) => String(u[store])))), setOpen(false))}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

function UserSelectText({ value, store = DEFAULTS.store }: UserSelectProps) {
  return (
    <FieldText>
      {usePickedUsers(value, store)
        .map((u) => u.realname || u.username)
        .join('，')}
    </FieldText>
  );
}

export const UserSelect = connect(UserSelectInput, mapReadPretty(UserSelectText));
export default UserSelect;
