import { useEffect, useRef, useState } from 'react';
import { Select } from 'antd';
import type { EntitySchema } from '@shared/entity-meta';
import { primaryKeyOf } from '@shared/entity-meta';
import { useDataProvider, type Values } from '../data-provider';
import { encodeFilter } from '../fields/query-input/encode';
import { useFeedback } from '../hooks/use-feedback';
import type { DetailPick } from './screen-schema';
import { texts } from '../texts';

const PAGE = 20;
const PAUSE_MS = 300;

/** The search field for typed text: the first entry whose `when` matches it (or that has none). */
export function searchFieldFor(pick: DetailPick, text: string): string | undefined {
  return pick.search.find((s) => !s.when || new RegExp(s.when).test(text))?.field;
}

/** What an option says: the label, then the described properties (their dictionary or region texts when present). */
export function optionText(pick: DetailPick, row: Values): string {
  const label = pick.label ?? pick.search[0].field;
  const shown = (f: string) => row[`${f}_dictText`] ?? row[f];
  const extra = (pick.describe ?? []).map(shown).filter((v) => v !== undefined && v !== null && v !== '');
  return [shown(label), ...extra].map(String).join('  ');
}

export interface DetailPickerProps {
  pick: DetailPick;
  entity: EntitySchema;
  /** The record shown now (its key), if any. */
  value?: string;
  /** The text of the record shown now. */
  valueText?: string;
  onPick(id: string): void;
}

/** A search box choosing the record of a detail page: finds records of the entity by the typed text (the list route, so the caller's scope applies). */
export function DetailPicker({ pick, entity, value, valueText, onPick }: DetailPickerProps) {
  const provider = useDataProvider();
  const { fail } = useFeedback();
  const pk = primaryKeyOf(entity);
  const [options, setOptions] = useState<Array<{ value: string; label: string }>>([]);
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const asked = useRef(0);
  useEffect(() => () => clearTimeout(timer.current), []);

  const search = (typed: string) => {
    clearTimeout(timer.current);
    const text = typed.trim();
    const field = text ? searchFieldFor(pick, text) : undefined;
    const filter = encodeFilter(text, 'like');
    if (!field || !filter) return setOptions([]);
    const mine = ++asked.current;
    timer.current = setTimeout(() => {
      setLoading(true);
      provider
        .list({ api: entity['x-entity'].api!, params: { pageNo: 1, pageSize: PAGE, [field]: filter } })
        .then(
          ({ records }) => mine === asked.current && setOptions(records.map((r) => ({ value: String(r[pk]), label: optionText(pick, r) }))),
          (e: unknown) => fail(e, texts.listFailed),
        )
        .finally(() => mine === asked.current && setLoading(false));
    }, PAUSE_MS);
  };

  const shown = value && !options.some((o) => o.value === value) ? [{ value, label: valueText ?? value }, ...options] : options;
  return (
    <Select
      className="zhdj-detail-picker"
      showSearch
      allowClear={false}
      filterOption={false}
      style={{ width: '100%', maxWidth: 560 }}
      placeholder={pick.placeholder ?? texts.searchPlaceholder}
      value={value}
      options={shown}
      loading={loading}
      notFoundContent={loading ? texts.pickSearching : texts.noDataFound}
      onSearch={search}
      onChange={(id: string) => onPick(id)}
    />
  );
}
