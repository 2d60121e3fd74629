import type { Field } from '@formily/core';

/**
 * Empties a field and drops its validation messages: `{{$deps[0] === '4' && clearField($self)}}`.
 * null, not undefined: an edit must send the emptied value, and JSON drops undefined.
 */
export function clearField(field: Field): void {
  field.setValue(null);
  field.feedbacks = [];
}
