import { useEffect, useState } from 'react';
import { useDataProvider } from '../../data-provider';
import { usePickerPage } from '../../pickers/use-picker-page';

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
export const useUserPage = (query: UserQuery | null, onError: (e: unknown) => void) => usePickerPage<PickerUser, UserQuery>(USER_URLS.page, query, onError);

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
