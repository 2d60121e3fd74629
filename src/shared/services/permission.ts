/** Menu and button permissions of the logged-in user (000 §2.3, §6). */
import { get } from './define.js';
import type { PermissionResult } from './types.js';

export const userPermissionByToken = get<Record<string, never>, PermissionResult>('/sys/permission/getUserPermissionByToken');
