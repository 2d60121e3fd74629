import { useMemo } from 'react';
import { connect, mapReadPretty } from '@formily/react';
import { Select, Space } from 'antd';
import { texts } from '../../texts';
import { iconNames, useIcon } from './icons';

export interface IconPickerProps {
  value?: string | null;
  onChange?: (value: string | undefined) => void;
  /** Which icon themes are offered (default Outlined only); a stored icon of another theme still shows. */
  themes?: Array<'Outlined' | 'Filled' | 'TwoTone'>;
  placeholder?: string;
  disabled?: boolean;
}

/** One icon and its stored name. */
export function IconLabel({ name }: { name: string }) {
  const Icon = useIcon(name);
  return (
    <Space size={8}>
      <span style={{ display: 'inline-block', width: 16 }}>{Icon ? <Icon /> : null}</span>
      <span>{name}</span>
    </Space>
  );
}

/** 图标选择: any @ant-design/icons icon by name, searchable, each option showing the icon. */
function IconPicker({ value, onChange, themes = ['Outlined'], placeholder = texts.selectPlaceholder, disabled }: IconPickerProps) {
  const options = useMemo(() => iconNames(themes).map((n) => ({ value: n, label: <IconLabel name={n} /> })), [themes.join()]);
  const shown = value && !options.some((o) => o.value === value) ? [{ value, label: <IconLabel name={value} /> }, ...options] : options;
  return (
    <Select
      showSearch
      allowClear
      value={value || undefined}
      onChange={(v) => onChange?.(v || undefined)}
      options={shown}
      filterOption={(input, option) =>
        String(option?.value ?? '')
          .toLowerCase()
          .includes(input.trim().toLowerCase())
      }
      placeholder={placeholder}
      disabled={disabled}
      style={{ width: '100%' }}
    />
  );
}

function IconText({ value }: { value?: string | null }) {
  return value ? <IconLabel name={value} /> : null;
}

export default connect(IconPicker, mapReadPretty(IconText));
