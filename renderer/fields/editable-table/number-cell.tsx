import { useEffect, useState } from 'react';
import { Input } from 'antd';
import { acceptsNumberTyping, numberOnBlur } from '@validators/number-cell';
import type { CellEditorProps } from './cell-editors';

const asText = (v: unknown) => (v === undefined || v === null ? '' : String(v));
const asValue = (text: string) => (text === '' ? null : Number(text));

/**
 * The number cell (002 §5): keystrokes that would leave something other than a signed decimal are refused; "" and
 * "-" are allowed while typing; on blur a non-number becomes empty. The value is a number, or null when empty.
 */
export function NumberCell({ value, onChange, disabled, column }: CellEditorProps) {
  const [text, setText] = useState(asText(value));
  useEffect(() => {
    if (asValue(numberOnBlur(text)) !== (value ?? null)) setText(asText(value));
    // Only an outside change of the value resets the text being typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);
  return (
    <Input
      value={text}
      disabled={disabled}
      placeholder={column.placeholder}
      inputMode="decimal"
      onChange={(e) => {
        const next = e.target.value;
        if (!acceptsNumberTyping(next)) return;
        setText(next);
        const complete = numberOnBlur(next);
        if (complete !== '' || next === '') onChange(asValue(complete));
      }}
      onBlur={() => {
        const kept = numberOnBlur(text);
        setText(kept);
        onChange(asValue(kept));
      }}
    />
  );
}
