/**
 * 用户管理 (000 §7.4, 002 §7 "Users, roles, departments"): JeecgBoot's /sys/user calls. add and edit take the user's
 * fields plus `selectedroles` and `selecteddeparts` (comma-joined ids) and, on add, `password` and `confirmpassword`;
 * list and queryById never carry a password. Every call is limited to the caller's region subtree and the privilege
 * rules of docs/developers.md "Users and privilege rules".
 */
import { del, get, post, put } from './define.js';
import type { Page } from './types.js';
import type { ListParams, Row } from './crud.js';

/** The user list; `departId` narrows it to that department and those below it. */
export const list = get<ListParams & { departId?: string }, Page<Row>>('/sys/user/list');
/** One user with `selectedroles` and `selecteddeparts`. */
export const queryById = get<{ id: string }, Row>('/sys/user/queryById');
export const add = post<Row, Row>('/sys/user/add');
export const edit = put<Row, null>('/sys/user/edit');
export const remove = del<{ id: string }, null>('/sys/user/delete');
export const removeBatch = del<{ ids: string }, null>('/sys/user/deleteBatch');
/** Freezes (status 2) or unfreezes (status 1) users; a frozen user's sessions end at once. */
export const frozenBatch = put<{ ids: string; status: string | number }, null>('/sys/user/frozenBatch');
/** Whether a username, phone or e-mail is free (result true) for a new user or for user `id`. */
export const checkOnlyUser = get<{ username?: string; phone?: string; email?: string; id?: string }, boolean>('/sys/user/checkOnlyUser');
/** The role ids of a user. */
export const queryUserRole = get<{ userid: string }, string[]>('/sys/user/queryUserRole');
/** The users of a department (that department only, as JeecgBoot). */
export const queryUserByDepId = get<{ id: string; realname?: string }, Row[]>('/sys/user/queryUserByDepId');
/**
 * The users holding a role (`roleId` or `roleCode`), paged, `username` / `realname` by substring; the spec names only
 * the path (POST, under /sys/role), see docs/developers.md "Users and privilege rules".
 */
export const userListByLev = post<{ roleId?: string; roleCode?: string; username?: string; realname?: string; pageNo?: number; pageSize?: number }, Page<Row>>(
  '/sys/role/userListByLev',
  { writes: false },
);

/**
 * One live session as 在线用户 lists it (the sysToken entity's fields): `tokenHash` names it (the token itself is never
 * stored), times are milliseconds since 1970, `current` marks the caller's own session.
 */
export interface OnlineSession {
  tokenHash: string;
  userId: string;
  userId_dictText: string;
  username: string;
  realname: string;
  loginIp: string | null;
  createdAt: number;
  lastActive: number;
  current: boolean;
}
/** Live sessions, newest login first; `userId` or `username` (substring) narrow them. */
export const onlineList = get<{ userId?: string; username?: string; pageNo?: number; pageSize?: number }, Page<OnlineSession>>('/sys/online/list');
/** Ends one session (`token`: its tokenHash): its next request is answered Token失效 and its sockets close. */
export const forceLogout = post<{ token: string }, null>('/sys/online/forceLogout');
