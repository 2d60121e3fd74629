import { CloseCircleFilled, SearchOutlined } from '@ant-design/icons';
import { Button, Input, Space } from 'antd';
import { pickerTexts } from './texts';

export interface PickerInputProps {
  /** The picked items' texts, shown comma-separated. */
  labels: string[];
  placeholder?: string;
  disabled?: boolean;
  onOpen(): void;
  onClear(): void;
}

/** What a picker field shows in a form: the picked texts (read-only) and 选择, which opens the picker's dialog. */
export function PickerInput({ labels, placeholder, disabled, onOpen, onClear }: PickerInputProps) {
  const text = labels.join('，');
  const clear =
    text && !disabled ? (
      <CloseCircleFilled
        className="zhdj-picker-clear"
        aria-label="清除"
        onClick={(e) => (e.stopPropagation(), onClear())}
        style={{ color: 'rgba(0,0,0,.25)', cursor: 'pointer' }}
      />
    ) : (
      <span />
    );
  return (
    <Space.Compact style={{ width: '100%' }} className="zhdj-picker-input">
      <Input readOnly value={text} title={text} placeholder={placeholder} disabled={disabled} suffix={clear} onClick={() => !disabled && onOpen()} />
      <Button icon={<SearchOutlined />} disabled={disabled} onClick={onOpen}>
        {pickerTexts.choose}
      </Button>
    </Space.Compact>
  );
}
