import { useEffect, useState } from 'react';
import { connect, mapReadPretty } from '@formily/react';
import { Select, Spin, type SelectProps } from 'antd';
import { useDataProvider, type DictOption } from '../../data-provider';
import { FieldText, MissingDict } from '../../hooks/field-text';
import { useFeedback } from '../../hooks/use-feedback';
import { texts } from '../../texts';

export interface DictSearchSelectProps extends Omit<SelectProps, 'options' | 'onSearch'> {
  /** Table dictionary "table,textField,codeField" searched through sys/dict/loadDict. */
  dict: string;
  pageSize?: number;
  /**
   * Milliseconds between the last keystroke and the search: 800 (002 §9, the form's searchable select); the other
   * widget of the spec, a search cell in a table, uses 300.
   */
  debounce?: number;
}

export const DEFAULT_DEBOUNCE_MS = 800;

const toOptions = (items: DictOption[]) => items.map((i) => ({ label: i.text, value: i.value }));

/** Labels of the current value(s), so an edit form shows texts rather than codes. */
function useValueLabels(dict: string, value: unknown) {
  const provider = useDataProvider();
  const [labels, setLabels] = useState<Array<{ label: string; value: string }>>([]);
  const keys = value === undefined || value === null || value === '' ? [] : String(value).split(',');
  const joined = keys.join(',');
  useEffect(() => {
    if (!joined || !dict) return setLabels([]);
    let live = true;
    provider.loadDictItem({ dict, keys: joined.split(',') }).then(
      (texts) => live && setLabels(joined.split(',').map((k, i) => ({ value: k, label: texts[i] ?? k }))),
      () => live && setLabels([]),
    );
    return () => void (live = false);
  }, [provider, dict, joined]);
  return labels;
}

/** A select that searches a table dictionary as the user types (debounced). */
function DictSearchSelectInput(props: DictSearchSelectProps) {
  if (!props.dict) return <MissingDict text={texts.dictCodeMissing} />;
  return <SearchSelect {...props} />;
}

function SearchSelect({ dict, pageSize = 10, debounce = DEFAULT_DEBOUNCE_MS, value, ...rest }: DictSearchSelectProps) {
  const provider = useDataProvider();
  const { fail } = useFeedback();
  const [keyword, setKeyword] = useState('');
  const [found, setFound] = useState<DictOption[]>([]);
  const [loading, setLoading] = useState(false);
  const current = useValueLabels(dict, value);
  useEffect(() => {
    if (!keyword) return setFound([]);
    let live = true;
    const timer = setTimeout(() => {
      setLoading(true);
      provider
        .loadDict({ dict, keyword, pageSize })
        .then(
          (items) => live && setFound(items),
          (e) => live && (setFound([]), fail(e)),
        )
        .finally(() => live && setLoading(false));
    }, debounce);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [provider, dict, keyword, pageSize, debounce]);
  const options = [...current.filter((c) => !found.some((f) => f.value === c.value)), ...toOptions(found)];
  const empty = loading ? <Spin size="small" /> : keyword ? texts.noDataFound : texts.searchPlaceholder;
  return (
    <Select
      showSearch
      filterOption={false}
      onSearch={setKeyword}
      notFoundContent={empty}
      options={options}
      value={value}
      placeholder={texts.searchPlaceholder}
      {...rest}
    />
  );
}

function DictSearchSelectText({ dict, value }: DictSearchSelectProps) {
  return (
    <FieldText>
      {useValueLabels(dict, value)
        .map((l) => l.label)
        .join('，')}
    </FieldText>
  );
}

export const DictSearchSelect = connect(DictSearchSelectInput, mapReadPretty(DictSearchSelectText));
export default DictSearchSelect;
