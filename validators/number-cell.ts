/**
 * The number cell of the editable table (spec 002 §5): only a signed decimal number; while typing an empty value
 * or a lone minus is allowed, and on blur anything that is not a number becomes empty.
 */
const TYPING = /^-?(\d+(\.\d*)?)?$/;
const NUMBER = /^-?\d+(\.\d+)?$/;

/** Whether a keystroke may leave the cell holding this text (the cell refuses the keystroke otherwise). */
export function acceptsNumberTyping(text: string): boolean {
  return TYPING.test(text);
}

/** The value kept when the cell loses focus: the number's text ("12." becomes "12"), or "" for a non-number. */
export function numberOnBlur(text: string): string {
  const trimmed = text.trim().replace(/\.$/, '');
  return NUMBER.test(trimmed) ? trimmed : '';
}
