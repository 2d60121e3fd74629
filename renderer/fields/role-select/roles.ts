import { useEffect, useState } from 'react';
import { useDataProvider } from '../../data-provider';
import { splitKeys } from '../../pickers/keys';
import { usePickerPage } from '../../pickers/use-picker-page';

/** A role as /sys/role/list answers it (002 §3 "Role pick item"). */
export interface PickerRole {
  id: string;
  roleName: string;
  roleCode: string;
  description?: string | null;
}

export const ROLE_LIST = '/sys/role/list';
export type RoleKey = 'id' | 'roleCode';

/** One page of the roles the caller may hand out, optionally narrowed by name. */
export const useRolePage = (query: { roleName?: string; pageNo: number; pageSize: number } | null, onError: (e: unknown) => void) =>
  usePickerPage<PickerRole, { roleName?: string; pageNo: number; pageSize: number }>(ROLE_LIST, query, onError);

/** The roles behind stored keys, for their names (keys the caller cannot see stay as they are). */
export function usePickedRoles(value: unknown, store: RoleKey): PickerRole[] {
  const provider = useDataProvider();
  const keys = splitKeys(value);
  const joined = keys.join(',');
  const [known, setKnown] = useState<PickerRole[]>([]);
  useEffect(() => {
    if (!joined) return setKnown([]);
    let live = true;
    const params = { [store === 'id' ? 'ids' : 'roleCodes']: joined, pageNo: 1, pageSize: 100 };
    provider.call({ method: 'GET', url: ROLE_LIST, params }).then(
      (r) => live && setKnown(((r as { records?: PickerRole[] })?.records ?? []) as PickerRole[]),
      () => live && setKnown([]),
    );
    return () => void (live = false);
  }, [provider, joined, store]);
  return keys.map((k) => known.find((r) => r[store] === k) ?? { id: k, roleCode: k, roleName: k });
}
