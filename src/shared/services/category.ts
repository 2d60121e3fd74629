/** Category trees (000 §7.3). */
import { get } from './define.js';
import type { CategoryNode } from './types.js';

export const categoryTree = get<{ pid?: string; pcode?: string; condition?: string }, CategoryNode[]>('/sys/category/loadTreeData');
export const categoryDictItem = get<{ ids: string }, string[]>('/sys/category/loadDictItem/');
export const categoryTreeRoot = get<{ async?: boolean; pcode: string }, CategoryNode[]>('/sys/category/loadTreeRoot');
export const categoryTreeChildren = get<{ pid: string }, CategoryNode[]>('/sys/category/loadTreeChildren');
export const categoryOne = get<{ field: string; val: string }, CategoryNode>('/sys/category/loadOne');
