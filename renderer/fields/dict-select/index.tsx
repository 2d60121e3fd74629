import { connect, mapReadPretty } from '@formily/react';
import { Select, type SelectProps } from 'antd';
import { FieldText, MissingDict } from '../../hooks/field-text';
import { optionTexts, useDictOptions, type DictFieldProps } from '../../hooks/use-dict-options';
import { texts } from '../../texts';

export type DictSelectProps = DictFieldProps & Omit<SelectProps, 'options'>;

/** A select of a dictionary's items (provider.dictItems). */
function DictSelectInput({ dictCode, valueType, ...rest }: DictSelectProps) {
  const options = useDictOptions(dictCode, valueType);
  if (!dictCode) return <MissingDict text={texts.dictCodeMissing} />;
  return <Select showSearch optionFilterProp="label" maxTagCount={1} placeholder={texts.selectPlaceholder} options={options} {...rest} />;
}

function DictSelectText({ dictCode, valueType, value }: DictSelectProps) {
  return <FieldText>{optionTexts(useDictOptions(dictCode, valueType), value)}</FieldText>;
}

export const DictSelect = connect(DictSelectInput, mapReadPretty(DictSelectText));
export default DictSelect;
