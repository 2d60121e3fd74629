import { Checkbox, InputNumber, Radio, Select, Space, Typography } from 'antd';
import { UNIT_MODES, UNIT_SPECS, WEEKDAY_LABELS, type CronUnit, type UnitState } from '@validators/cron';
import { cronTexts, MODE_TEXTS, UNIT_WORDS } from './texts';

export interface UnitEditorProps {
  unit: CronUnit;
  state: UnitState;
  disabled?: boolean;
  onChange(state: UnitState): void;
}

const weekdayOptions = WEEKDAY_LABELS.map((label, i) => ({ label, value: i + 1 }));

/** One unit's modes (002 §3: EVERY, RANGE, LOOP, SPECIFY, plus ?, W, LW, L, #) as radios with their numbers. */
export function UnitEditor({ unit, state, disabled, onChange }: UnitEditorProps) {
  const { min, max } = UNIT_SPECS[unit];
  const word = UNIT_WORDS[unit];
  const set = (patch: Partial<UnitState>) => onChange({ ...state, ...patch });
  const num = (value: number, patch: (v: number) => Partial<UnitState>, lo = min, hi = max, label?: string) => (
    <InputNumber
      size="small"
      min={lo}
      max={hi}
      precision={0}
      value={value}
      disabled={disabled}
      aria-label={label}
      style={{ width: unit === 'year' ? 84 : 64 }}
      onChange={(v) => typeof v === 'number' && set(patch(v))}
    />
  );
  const weekday = (value: number, patch: (v: number) => Partial<UnitState>) => (
    <Select size="small" style={{ width: 84 }} options={weekdayOptions} value={value} disabled={disabled} onChange={(v) => set(patch(v))} />
  );
  const values = unit === 'week' ? weekdayOptions : Array.from({ length: max - min + 1 }, (_, i) => ({ label: String(min + i), value: min + i }));

  const detail: Partial<Record<string, JSX.Element>> = {
    RANGE: (
      <Space size={4}>
        从{' '}
        {unit === 'week'
          ? weekday(state.rangeStart, (v) => ({ rangeStart: v, rangeEnd: Math.max(v, state.rangeEnd) }))
          : num(state.rangeStart, (v) => ({ rangeStart: v, rangeEnd: Math.max(v, state.rangeEnd) }), min, max, '开始')}
        至{' '}
        {unit === 'week'
          ? weekday(state.rangeEnd, (v) => ({ rangeEnd: v }))
          : num(state.rangeEnd, (v) => ({ rangeEnd: v }), Math.max(min, state.rangeStart), max, '结束')}
        {unit === 'week' ? '' : word}
      </Space>
    ),
    LOOP: (
      <Space size={4}>
        从 {num(state.loopStart, (v) => ({ loopStart: v }), min, max, '开始')} {word}开始，每{' '}
        {num(state.loopInterval, (v) => ({ loopInterval: v }), 1, unit === 'year' ? 129 : max - min + 1, '间隔')} {word}执行一次
      </Space>
    ),
    WORKDAY: <Space size={4}>每月 {num(state.workday, (v) => ({ workday: v }), 1, 31, '日')} 号最近的工作日</Space>,
    NTH: (
      <Space size={4}>
        本月第 {num(state.nth, (v) => ({ nth: v }), 1, 5, '第几个')} 个 {weekday(state.weekday, (v) => ({ weekday: v }))}
      </Space>
    ),
    LAST_OF: <Space size={4}>本月最后一个 {weekday(state.weekday, (v) => ({ weekday: v }))}</Space>,
    CUSTOM: <Typography.Text code>{state.custom}</Typography.Text>,
  };

  const modes = UNIT_MODES[unit].filter((m) => m !== 'CUSTOM' || state.mode === 'CUSTOM');
  if (state.mode === 'CUSTOM' && !modes.includes('CUSTOM')) modes.push('CUSTOM');
  return (
    <div className="zhdj-cron-unit" data-unit={unit}>
      <Radio.Group value={state.mode} disabled={disabled} onChange={(e) => set({ mode: e.target.value })}>
        <Space direction="vertical" size={6}>
          {modes.map((mode) => (
            <Space key={mode} size={8} align="center">
              <Radio value={mode} disabled={mode === 'CUSTOM'}>
                {MODE_TEXTS[mode](unit)}
              </Radio>
              {detail[mode]}
            </Space>
          ))}
        </Space>
      </Radio.Group>
      {state.mode === 'SPECIFY' && (
        <Checkbox.Group
          className="zhdj-cron-specify"
          style={{
            display: 'grid',
            gridTemplateColumns: `repeat(${unit === 'year' ? 6 : 10}, minmax(0, 1fr))`,
            marginTop: 8,
            maxHeight: 180,
            overflowY: 'auto',
          }}
          disabled={disabled}
          options={unit === 'year' ? yearOptions(state.list) : values}
          value={state.list}
          onChange={(list) => set({ list: list as number[] })}
        />
      )}
      <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0', fontSize: 12 }}>
        {cronTexts.limits[unit]}；{cronTexts.loopMin}
      </Typography.Paragraph>
    </div>
  );
}

/** Years to tick: this year and the next nine, plus any already chosen. */
function yearOptions(chosen: number[]) {
  const now = new Date().getFullYear();
  const years = [...new Set([...Array.from({ length: 10 }, (_, i) => now + i), ...chosen])].sort((a, b) => a - b);
  return years.map((y) => ({ label: String(y), value: y }));
}
