import { useEffect, useState } from 'react';
import { useDataProvider } from '../../data-provider';
import { splitKeys } from '../../pickers/keys';

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
export function useRolePage(query: { roleName?: string; pageNo: number; pageSize: number } | null, onError: (e: unknown) => void) {
  const provider = useDataProvider();
  const [page, setPage] = useState<{ records: PickerRole[]; total: number }>({ records: [], total: 0 });
  const [loading, setLoading] = useState(false);
  const key = JSON.stringify(query);
  useEffect(() => {
    if (!query) return;
    let live = true;
    setLoading(true);
    const params: Record<string, unknown> = { pageNo: query.pageNo, pageSize: query.pageSize, column: 'createTime', order: 'desc' };
    if (query.roleName) params.roleName = query.roleName;
    provider
      .call({ method: 'GET', url: ROLE_LIST, params })
      .then((r) => live && setPage((r as { records: PickerRole[]; total: number }) ?? { records: [], total: 0 }), (e) => live && onError(e))
      .finally(() => live && setLoading(false));
    return () => void (live = false);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [provider, key]);
  return { ...page, loading };
}

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
