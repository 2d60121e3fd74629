import { useEffect, useState } from 'react';
import { useDataProvider } from '../../data-provider';
import type { Option } from '../../hooks/use-dict-options';
import type { TableColumn } from './model/columns';

/**
 * The items of every dictionary the columns name, loaded once per table rather than once per cell; undefined while
 * loading. A dictionary that cannot be loaded gives no items (cells then show the stored value), as useDictOptions.
 */
export function useTableDicts(columns: readonly TableColumn[]): Record<string, Option[]> | undefined {
  const provider = useDataProvider();
  const codes = [...new Set(columns.filter((c) => c.type === 'dict' && c.dictCode).map((c) => c.dictCode!))];
  const key = codes.join(',');
  const [dicts, setDicts] = useState<Record<string, Option[]> | undefined>(codes.length ? undefined : {});
  useEffect(() => {
    let live = true;
    const list = key ? key.split(',') : [];
    void Promise.all(
      list.map((dictCode) =>
        provider.dictItems({ dictCode }).then(
          (items) => items.map((i) => ({ label: i.text, value: i.value, disabled: i.disabled })),
          () => [] as Option[],
        ),
      ),
    ).then((loaded) => live && setDicts(Object.fromEntries(list.map((c, i) => [c, loaded[i]]))));
    return () => void (live = false);
  }, [provider, key]);
  return dicts;
}
