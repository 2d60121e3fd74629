import { useEffect, useState } from 'react';
import { useDataProvider } from '../../data-provider';

/** A user as the user picker's routes answer it (002 §3 "User in picker"). */
export interface PickerUser {
  id: string;
  username: string;
  realname: string;
  sex?: number | null;
  phone?: string | null;
  orgCodeTxt?: string | null;
}

export const USER_URLS = { page: '/sys/user/queryUserComponentData', byKeys: '/sys/user/getMultiUser' } as const;

export interface UserQuery {
  departId?: string;
  username?: string;
  pageNo: number;
  pageSize: number;
}

/** One page of users (002 §9: createTime descending). */
export function useUserPage(query: UserQuery | null, onError: (e: unknown) => void) {
  const provider = useDataProvider();
  const [page, setPage] = useState<{ records: PickerUser[]; total: number }>({ records: [], total: 0 });
  const [loading, setLoading] = useState(false);
  const key = JSON.stringify(query);
  useEffect(() => {
    if (!query) return;
    let live = true;
    setLoading(true);
    const params = { ...query, column: 'createTime', order: 'desc' };
    if (!params.departId) delete params.departId;
    if (!params.username) delete params.username;
    provider
      .call({ method: 'GET', url: USER_URLS.page, params })
      .then((r) => live && setPage((r as { records: PickerUser[]; total: number }) ?? { records: [], total: 0 }), (e) => live && onError(e))
      .finally(() => live && setLoading(false));
    return () => void (live = false);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [provider, key]);
  return { ...page, loading };
}

/** The users behind stored keys (usernames or ids), for their names. */
export function useUsersByKeys(keys: string[], store: 'username' | 'id') {
  const provider = useDataProvider();
  const [users, setUsers] = useState<PickerUser[]>([]);
  const joined = keys.join(',');
  useEffect(() => {
    if (!joined) return setUsers([]);
    let live = true;
    provider.call({ method: 'GET', url: USER_URLS.byKeys, params: { [store]: joined } }).then(
      (r) => live && setUsers((r as PickerUser[]) ?? []),
      () => live && setUsers([]),
    );
    return () => void (live = false);
  }, [provider, joined, store]);
  return users;
}
