import { useState } from 'react';
import { Button, DatePicker, Input, InputNumber, Select } from 'antd';
import { DownOutlined, ReloadOutlined, SearchOutlined, UpOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useDictOptions } from '../hooks/use-dict-options';
import { texts } from '../texts';
import { pickerTexts } from './texts';

/** One query field of a picker: JeecgBoot's query info item (getQueryInfo) or a business select's queryConfig entry. */
export interface QueryItem {
  field: string;
  label: string;
  /** single: one value; group: a range sent as <field>_begin / <field>_end. */
  mode?: 'single' | 'group';
  /** list: a dictionary select (dictCode); date / datetime: a date picker; integer / number: a number; else text. */
  view?: string;
  dictCode?: string;
  /** Shown only after 展开. */
  hidden?: boolean | '1';
}

export type QueryValues = Record<string, string | undefined>;

export interface QueryFormProps {
  items: QueryItem[];
  values: QueryValues;
  onChange(values: QueryValues): void;
  onQuery(): void;
  onReset(): void;
}

/** The query area of a picker dialog: fields three to a row, 查询, 重置 and, when some fields wait, 展开 / 收起. */
export function QueryForm({ items, values, onChange, onQuery, onReset }: QueryFormProps) {
  const [open, setOpen] = useState(false);
  const waiting = items.some((i) => i.hidden === true || i.hidden === '1');
  const shown = items.filter((i) => open || !(i.hidden === true || i.hidden === '1'));
  const set = (patch: QueryValues) => onChange({ ...values, ...patch });
  return (
    <div
      className="zhdj-picker-query"
      onKeyDown={(e) => e.key === 'Enter' && onQuery()}
      style={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: '12px 24px', marginBottom: 16 }}
    >
      {shown.map((item) => (
        <label key={item.field} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          <span style={{ whiteSpace: 'nowrap' }}>{item.label}:</span>
          <QueryInput item={item} values={values} set={set} />
        </label>
      ))}
      <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
        <Button type="primary" icon={<SearchOutlined />} onClick={onQuery}>
          {texts.query}
        </Button>
        <Button type="primary" icon={<ReloadOutlined />} onClick={onReset}>
          {texts.reset}
        </Button>
        {waiting && (
          <a onClick={() => setOpen(!open)}>
            {open ? pickerTexts.collapse : pickerTexts.expand} {open ? <UpOutlined /> : <DownOutlined />}
          </a>
        )}
      </div>
    </div>
  );
}

function QueryInput({ item, values, set }: { item: QueryItem; values: QueryValues; set(patch: QueryValues): void }) {
  const options = useDictOptions(item.view === 'list' ? item.dictCode : undefined);
  const placeholder = `${texts.inputPlaceholder}${item.label}`;
  const style = { flex: 1, minWidth: 0 };
  if (item.view === 'list') {
    return (
      <Select
        allowClear
        style={style}
        placeholder={`${texts.selectPlaceholder}${item.label}`}
        options={options}
        value={values[item.field] || undefined}
        onChange={(v) => set({ [item.field]: v === undefined ? undefined : String(v) })}
      />
    );
  }
  if (item.view === 'date' || item.view === 'datetime') {
    const format = item.view === 'date' ? 'YYYY-MM-DD' : 'YYYY-MM-DD HH:mm:ss';
    const text = (d: Dayjs | null | undefined) => (d ? d.format(format) : undefined);
    const day = (v: string | undefined) => (v ? dayjs(v) : null);
    if (item.mode === 'group') {
      const [begin, end] = [values[`${item.field}_begin`], values[`${item.field}_end`]];
      return (
        <DatePicker.RangePicker
          style={style}
          showTime={item.view === 'datetime'}
          value={begin || end ? [day(begin), day(end)] : null}
          onChange={(r) => set({ [`${item.field}_begin`]: text(r?.[0]), [`${item.field}_end`]: text(r?.[1]) })}
        />
      );
    }
    return <DatePicker style={style} showTime={item.view === 'datetime'} value={day(values[item.field])} onChange={(d) => set({ [item.field]: text(d) })} />;
  }
  if (item.mode === 'group') {
    return (
      <span style={{ ...style, display: 'flex', gap: 4 }}>
        <InputNumber
          style={{ flex: 1 }}
          placeholder={pickerTexts.from}
          value={values[`${item.field}_begin`] ?? null}
          onChange={(v) => set({ [`${item.field}_begin`]: v === null ? undefined : String(v) })}
        />
        <InputNumber
          style={{ flex: 1 }}
          placeholder={pickerTexts.to}
          value={values[`${item.field}_end`] ?? null}
          onChange={(v) => set({ [`${item.field}_end`]: v === null ? undefined : String(v) })}
        />
      </span>
    );
  }
  return (
    <Input
      allowClear
      style={style}
      placeholder={placeholder}
      value={values[item.field] ?? ''}
      onChange={(e) => set({ [item.field]: e.target.value || undefined })}
    />
  );
}

/** The values worth sending: empty ones left out. */
export function filledValues(values: QueryValues): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter((e): e is [string, string] => e[1] !== undefined && e[1].trim() !== ''));
}
