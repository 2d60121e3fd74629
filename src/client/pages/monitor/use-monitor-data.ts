import { useCallback, useEffect, useState } from 'react';
import type { ApiDef } from '@shared/services';
import { fetchResult } from '../../http';

/** One monitoring call: its answer, whether it is loading, and a reload for the 刷新 button. */
export function useMonitorData<R>(def: ApiDef<Record<string, never>, R>) {
  const [data, setData] = useState<R | null>(null);
  const [loading, setLoading] = useState(false);
  const reload = useCallback(() => {
    setLoading(true);
    fetchResult(def, {})
      .then((r) => setData(r as R))
      .catch(() => undefined)
      .finally(() => setLoading(false));
  }, [def]);
  useEffect(reload, [reload]);
  return { data, loading, reload };
}

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'];

/** 1536 -> "1.5 KB". */
export function bytes(n: number | null | undefined): string {
  if (n === null || n === undefined) return '-';
  let v = n;
  let i = 0;
  while (v >= 1024 && i < UNITS.length - 1) {
    v /= 1024;
    i++;
  }
  return `${v.toFixed(i ? 1 : 0)} ${UNITS[i]}`;
}

/** 90061 -> "1天1小时1分钟". */
export function duration(seconds: number): string {
  const d = Math.floor(seconds / 86400);
  const h = Math.floor((seconds % 86400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  return `${d ? `${d}天` : ''}${d || h ? `${h}小时` : ''}${m}分钟`;
}

export const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);
