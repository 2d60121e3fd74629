import { useState } from 'react';
import { connect, mapReadPretty, observer } from '@formily/react';
import { Button, Input, Space } from 'antd';
import { ScheduleOutlined } from '@ant-design/icons';
import { DEFAULT_CRON, type CronUnit } from '@validators/cron';
import { FieldText } from '../../hooks/field-text';
import { CronModal } from './cron-modal';
import { cronTexts } from './texts';

export interface CronInputProps {
  value?: string;
  onChange?(value: string): void;
  disabled?: boolean;
  readOnly?: boolean;
  placeholder?: string;
  /** Typing the expression into the input (default true); false: only the editor changes it. */
  allowInput?: boolean;
  /** Tabs of the editor to leave out: any of second, minute, hour, day, month, year. */
  hideUnits?: CronUnit[];
  /** How many next run times the editor shows (default 10). */
  previewCount?: number;
  /** The expression the editor starts from when the field is empty (default `* * * * * ? *`). */
  defaultExpression?: string;
}

/** A Quartz cron expression: an input with a button opening the editor (validators/cron is the model). */
const CronInputField = observer((props: CronInputProps) => {
  const {
    value,
    onChange,
    disabled,
    readOnly,
    placeholder = cronTexts.placeholder,
    allowInput = true,
    hideUnits,
    previewCount,
    defaultExpression = DEFAULT_CRON,
  } = props;
  const [open, setOpen] = useState(false);
  const emit = (v: string) => onChange?.(v);
  const openEditor = () => {
    if (!value) emit(defaultExpression);
    setOpen(true);
  };
  return (
    <>
      <Space.Compact style={{ width: '100%' }}>
        <Input value={value ?? ''} placeholder={placeholder} disabled={disabled} readOnly={readOnly || !allowInput} onChange={(e) => emit(e.target.value)} />
        <Button icon={<ScheduleOutlined />} disabled={disabled || readOnly} onClick={openEditor}>
          {cronTexts.open}
        </Button>
      </Space.Compact>
      {open && (
        <CronModal open value={value || defaultExpression} hideUnits={hideUnits} previewCount={previewCount} onChange={emit} onClose={() => setOpen(false)} />
      )}
    </>
  );
});

const CronInputText = observer(({ value }: CronInputProps) => <FieldText>{value}</FieldText>);

export const CronInput = connect(CronInputField, mapReadPretty(CronInputText));
export default CronInput;
