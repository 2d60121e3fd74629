import { connect, mapReadPretty } from '@formily/react';
import { Radio, type RadioGroupProps } from 'antd';
import { FieldText, MissingDict } from '../../hooks/field-text';
import { optionTexts, useDictOptions, type DictFieldProps } from '../../hooks/use-dict-options';
import { texts } from '../../texts';

export type DictRadioProps = DictFieldProps & Omit<RadioGroupProps, 'options'>;

/** Radio buttons of a dictionary's items. */
function DictRadioInput({ dictCode, valueType, ...rest }: DictRadioProps) {
  const options = useDictOptions(dictCode, valueType);
  if (!dictCode) return <MissingDict text={texts.dictCodeMissing} />;
  return <Radio.Group options={options} {...rest} />;
}

function DictRadioText({ dictCode, valueType, value }: DictRadioProps) {
  return <FieldText>{optionTexts(useDictOptions(dictCode, valueType), value)}</FieldText>;
}

export const DictRadio = connect(DictRadioInput, mapReadPretty(DictRadioText));
export default DictRadio;
