/**
 * Dictionaries and duplicate checks (000 §7.3). The server checks the signature of these calls, so they are all
 * declared signed; dictionary item calls also go without `_t` (000 §7.1).
 */
import { get } from './define.js';
import type { AllDictItems, DictItem } from './types.js';

export const dictItems = get<{ dictCode: string }, DictItem[]>('/sys/dict/getDictItems/{dictCode}', { signed: true, timestamp: false });
export const loadDict = get<{ dictCode: string; keyword?: string; pageSize?: number }, DictItem[]>('/sys/dict/loadDict/{dictCode}', { signed: true });
export const loadDictItem = get<{ dictCode: string; key: string }, string[]>('/sys/dict/loadDictItem/{dictCode}', { signed: true, timestamp: false });
export const loadTreeData = get<
  { pid?: string; tableName: string; text: string; code: string; pidField?: string; hasChildField?: string; condition?: string },
  Array<{ key: string; value: string; title: string; isLeaf?: boolean; leaf?: boolean }>
>('/sys/dict/loadTreeData', { signed: true });
export const duplicateCheck = get<{ tableName: string; fieldName: string; fieldVal: string; dataId?: string }, null>('/sys/duplicate/check', { signed: true });
export const refreshCache = get<Record<string, never>, null>('sys/dict/refleshCache');
export const queryAllDictItems = get<Record<string, never>, AllDictItems>('sys/dict/queryAllDictItems');
export const checkRule = get<{ ruleCode: string; value: string }, null>('/sys/checkRule/checkByCode');
