import { useEffect, useMemo, useState } from 'react';
import { useDataProvider, type DictOption } from '../data-provider';

export interface Option {
  label: string;
  value: string | number;
  disabled?: boolean;
}

/** Props every dictionary field takes. */
export interface DictFieldProps {
  /** Dictionary code (filled from the entity's x-dict). */
  dictCode?: string;
  /** "number" when the bound property is numeric: option values are converted. */
  valueType?: 'string' | 'number';
}

/** Options of a dictionary through the data provider; a failed load gives no options, silently (spec 000 §4). */
export function useDictOptions(dictCode: string | undefined, valueType: DictFieldProps['valueType'] = 'string'): Option[] {
  const provider = useDataProvider();
  const [items, setItems] = useState<DictOption[]>([]);
  useEffect(() => {
    if (!dictCode) return;
    let live = true;
    provider.dictItems({ dictCode }).then(
      (r) => live && setItems(r),
      () => live && setItems([]),
    );
    return () => {
      live = false;
    };
  }, [provider, dictCode]);
  return useMemo(
    () => items.map((i) => ({ label: i.text, value: valueType === 'number' ? Number(i.value) : i.value, disabled: i.disabled })),
    [items, valueType],
  );
}

/** A stored value (single, array or comma-joined) as a list. */
export function valueList(value: unknown): Array<string | number> {
  if (value === undefined || value === null || value === '') return [];
  if (Array.isArray(value)) return value as Array<string | number>;
  return typeof value === 'string' ? value.split(',') : [value as number];
}

/** Texts of the values, in order; an unknown value shows as itself. */
export function optionTexts(options: Option[], value: unknown): string {
  return valueList(value)
    .map((v) => options.find((o) => String(o.value) === String(v))?.label ?? String(v))
    .join('，');
}
