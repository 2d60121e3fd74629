import { useMemo, useState } from 'react';
import { Button, Divider, Input, Modal, Tabs, Typography } from 'antd';
import { joinCron, setUnit, splitCron, stateOf, textOf, type CronUnit, type UnitState } from '@validators/cron';
import { CronPreview } from './cron-preview';
import { cronTexts } from './texts';
import { UnitEditor } from './unit-editor';

export interface CronModalProps {
  open: boolean;
  value: string;
  /** Tabs to leave out (e.g. `["second", "year"]` for schedules that never need them). */
  hideUnits?: CronUnit[];
  previewCount?: number;
  onChange(expression: string): void;
  onClose(): void;
}

const TABS: Array<Exclude<CronUnit, 'week'>> = ['second', 'minute', 'hour', 'day', 'month', 'year'];

/**
 * The editor (002 §2.7): 608 wide, tabs for second to year with the week inside the day tab, changes applied to the
 * field at once (the only button is 关闭), the next run times below. Each change goes through setUnit, which fills
 * the smaller units ("*" second -> 0 when a minute is set) and keeps day and week exclusive.
 */
export function CronModal({ open, value, hideUnits = [], previewCount = 10, onChange, onClose }: CronModalProps) {
  const texts = useMemo(() => splitCron(value), [value]);
  // The numbers of modes not chosen right now (a range's ends while looping) survive switching back.
  const [drafts, setDrafts] = useState<Partial<Record<CronUnit, UnitState>>>({});
  const stateFor = (unit: CronUnit): UnitState => {
    const draft = drafts[unit];
    return draft && textOf(unit, draft) === texts[unit] ? draft : stateOf(unit, texts[unit]);
  };
  const change = (unit: CronUnit, state: UnitState) => {
    setDrafts((d) => ({ ...d, [unit]: state }));
    onChange(joinCron(setUnit(texts, unit, textOf(unit, state))));
  };
  const editor = (unit: CronUnit) => <UnitEditor unit={unit} state={stateFor(unit)} onChange={(s) => change(unit, s)} />;

  const items = TABS.filter((u) => !hideUnits.includes(u)).map((unit) => ({
    key: unit,
    label: cronTexts.tabs[unit],
    children:
      unit === 'day' ? (
        <>
          <Typography.Text strong>{cronTexts.dayPart}</Typography.Text>
          {editor('day')}
          <Divider style={{ margin: '12px 0' }} />
          <Typography.Text strong>{cronTexts.weekPart}</Typography.Text>
          {editor('week')}
        </>
      ) : (
        editor(unit)
      ),
  }));

  return (
    <Modal open={open} title={cronTexts.title} width={608} onCancel={onClose} destroyOnHidden footer={<Button onClick={onClose}>{cronTexts.close}</Button>}>
      <Tabs size="small" items={items} />
      <Divider style={{ margin: '12px 0' }} />
      <Input
        prefix={<Typography.Text type="secondary">{cronTexts.expression}</Typography.Text>}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-label={cronTexts.expression}
      />
      <div style={{ marginTop: 12 }}>
        <CronPreview expression={value} count={previewCount} />
      </div>
    </Modal>
  );
}
