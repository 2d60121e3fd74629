import { connect, mapReadPretty } from '@formily/react';
import { Checkbox } from 'antd';
import { FieldText, MissingDict } from '../../hooks/field-text';
import { optionTexts, useDictOptions, valueList, type DictFieldProps } from '../../hooks/use-dict-options';
import { texts } from '../../texts';

export interface DictCheckboxProps extends DictFieldProps {
  /** Comma-joined values, as JeecgBoot stores a multi-choice dictionary field. */
  value?: string;
  onChange?: (value: string) => void;
  disabled?: boolean;
}

/** Checkboxes of a dictionary's items; the value is the comma-joined checked values. */
function DictCheckboxInput({ dictCode, valueType, value, onChange, disabled }: DictCheckboxProps) {
  const options = useDictOptions(dictCode, valueType);
  if (!dictCode) return <MissingDict text={texts.dictCodeMissing} />;
  const checked = valueList(value).map((v) => (valueType === 'number' ? Number(v) : String(v)));
  return <Checkbox.Group options={options} value={checked} disabled={disabled} onChange={(list) => onChange?.(list.join(','))} />;
}

function DictCheckboxText({ dictCode, valueType, value }: DictCheckboxProps) {
  return <FieldText>{optionTexts(useDictOptions(dictCode, valueType), value)}</FieldText>;
}

export const DictCheckbox = connect(DictCheckboxInput, mapReadPretty(DictCheckboxText));
export default DictCheckbox;
