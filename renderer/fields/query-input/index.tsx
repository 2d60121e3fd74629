import { useEffect, useState } from 'react';
import { connect, mapReadPretty } from '@formily/react';
import { Input, type InputProps } from 'antd';
import { FieldText } from '../../hooks/field-text';
import { texts } from '../../texts';
import { decodeFilter, encodeFilter, type FilterType } from './encode';

export interface QueryInputProps extends Omit<InputProps, 'value' | 'onChange' | 'type'> {
  /** The operator the value is sent with: like (default), ne, ge, le, or eq (as typed). */
  type?: FilterType;
  /** Trim spaces from both ends of what is typed before sending. */
  trim?: boolean;
  value?: string;
  onChange?(value: string | undefined): void;
}

/** A text box of a query area that sends its text with the prefix of its operator (JeecgBoot's JInput). */
function QueryInputBox({ type = 'like', trim = false, value, onChange, ...rest }: QueryInputProps) {
  const [text, setText] = useState(() => decodeFilter(value, type));
  // A reset or a value set from outside shows; what this box sent itself does not retype the text.
  useEffect(() => {
    if (encodeFilter(text, type, trim) !== (value || undefined)) setText(decodeFilter(value, type));
  }, [value, type]);
  return (
    <Input
      placeholder={texts.inputPlaceholder}
      allowClear
      {...rest}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        onChange?.(encodeFilter(e.target.value, type, trim));
      }}
    />
  );
}

function QueryInputText({ value, type = 'like' }: QueryInputProps) {
  return <FieldText>{decodeFilter(value, type)}</FieldText>;
}

export const QueryInput = connect(QueryInputBox, mapReadPretty(QueryInputText));
export default QueryInput;
