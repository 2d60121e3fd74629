import { useEffect, useState } from 'react';
import { useDataProvider } from '../data-provider';

/** The texts of stored values of a table dictionary ("table,text,code"), joined for display. */
export function useTableDictLabels(dict: string | undefined, value: unknown): string {
  const provider = useDataProvider();
  const keys = value === undefined || value === null || value === '' ? '' : String(value);
  const [label, setLabel] = useState('');
  useEffect(() => {
    if (!dict || !keys) return setLabel('');
    let live = true;
    provider.loadDictItem({ dict, keys: keys.split(',') }).then(
      (t) => live && setLabel(t.join('，')),
      () => live && setLabel(keys),
    );
    return () => void (live = false);
  }, [provider, dict, keys]);
  return label;
}
