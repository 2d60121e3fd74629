/**
 * Functions an `x-reactions` expression may call besides Formily's own $self, $deps, $values, $form.
 * Keep them generic: business rules belong in the screen schema, expressed with these.
 */
import type { Field } from '@formily/core';

export const scope = {
  /**
   * Empties a field and drops its validation messages: `{{$deps[0] === '4' && clearField($self)}}`.
   * null, not undefined: an edit must send the emptied value, and JSON drops undefined.
   */
  clearField(field: Field): void {
    field.setValue(null);
    field.feedbacks = [];
  },
};
