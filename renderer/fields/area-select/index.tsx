import { useEffect, useMemo, useState } from 'react';
import { connect, mapReadPretty } from '@formily/react';
import { Cascader, Select, Space, Spin, Typography } from 'antd';
import { FieldText } from '../../hooks/field-text';
import { AREA_ROOT, loadAreaData, type AreaData } from './area-data';
import { areaTexts } from './texts';

export interface AreaSelectProps {
  /** The chosen area's code (the deepest level chosen, e.g. 210102), as JeecgBoot's area linkage stores it. */
  value?: string | null;
  onChange?(value: string | undefined): void;
  /** 'cascader' (default): one cascader; 'select': a select per level side by side. Anything else is an error shown. */
  type?: string;
  /** How deep the choice goes: 1 province, 2 city, 3 district (default 3). */
  level?: 1 | 2 | 3;
  /** Cascader only: a province or city may be chosen without going deeper (default false). */
  changeOnSelect?: boolean;
  disabled?: boolean;
  placeholder?: string;
}

function useAreaData(): AreaData | null {
  const [data, setData] = useState<AreaData | null>(null);
  useEffect(() => {
    let live = true;
    void loadAreaData().then((d) => live && setData(d));
    return () => void (live = false);
  }, []);
  return data;
}

interface CascaderOption {
  value: string;
  label: string;
  children?: CascaderOption[];
}

function cascaderOptions(data: AreaData, code: string, depth: number): CascaderOption[] {
  return data
    .children(code)
    .map((a) => ({ value: a.code, label: a.text, children: depth > 1 && data.children(a.code).length ? cascaderOptions(data, a.code, depth - 1) : undefined }));
}

function AreaCascader({ data, value, onChange, level = 3, changeOnSelect, disabled, placeholder }: AreaSelectProps & { data: AreaData }) {
  const options = useMemo(() => cascaderOptions(data, AREA_ROOT, level), [data, level]);
  return (
    <Cascader
      options={options}
      value={value ? data.path(value) : undefined}
      onChange={(codes) => onChange?.(codes?.length ? String(codes[codes.length - 1]) : undefined)}
      changeOnSelect={changeOnSelect}
      disabled={disabled}
      showSearch={{ filter: (input, path) => path.some((o) => String(o.label).includes(input)) }}
      placeholder={placeholder ?? areaTexts.placeholder}
      style={{ width: '100%' }}
    />
  );
}

/** A select per level; choosing a level clears the ones below it, and the value is the deepest one chosen. */
function AreaSelects({ data, value, onChange, level = 3, disabled }: AreaSelectProps & { data: AreaData }) {
  const path = value ? data.path(value) : [];
  const levels = [0, 1, 2].slice(0, level);
  return (
    <Space.Compact style={{ width: '100%' }}>
      {levels.map((i) => {
        const parent = i === 0 ? AREA_ROOT : path[i - 1];
        const options = parent ? data.children(parent).map((a) => ({ value: a.code, label: a.text })) : [];
        return (
          <Select
            key={i}
            aria-label={areaTexts.levels[i]}
            placeholder={areaTexts.levels[i]}
            style={{ width: `${100 / levels.length}%` }}
            value={path[i]}
            options={options}
            disabled={disabled || !parent}
            showSearch
            optionFilterProp="label"
            allowClear
            onChange={(code?: string) => onChange?.(code ?? (i > 0 ? path[i - 1] : undefined))}
          />
        );
      })}
    </Space.Compact>
  );
}

/** Area picker (002 §2.5, §5): province, city, district under root 86, as a cascader or as selects. */
function AreaSelectInput(props: AreaSelectProps) {
  const data = useAreaData();
  const type = props.type ?? 'cascader';
  if (type !== 'cascader' && type !== 'select') return <Typography.Text type="danger">{areaTexts.badType(type)}</Typography.Text>;
  if (!data) return <Spin size="small" />;
  return type === 'cascader' ? <AreaCascader {...props} data={data} /> : <AreaSelects {...props} data={data} />;
}

function AreaSelectText({ value }: AreaSelectProps) {
  const data = useAreaData();
  const text =
    value && data
      ? data
          .path(value)
          .map((c) => data.get(c)!.text)
          .join(' / ') || value
      : '';
  return <FieldText>{text}</FieldText>;
}

export const AreaSelect = connect(AreaSelectInput, mapReadPretty(AreaSelectText));
export default AreaSelect;
