/**
 * Functions an `x-reactions` expression may call besides Formily's own $self, $deps, $values, $form: one file per
 * function under scope/, listed here. check:schemas refuses an expression that calls a name not listed.
 * Keep them generic: business rules belong in the screen schema, expressed with these.
 */
import { clearField } from './scope/clear-field';
import { fillFromIdCard } from './scope/fill-from-id-card';

export const scope = { clearField, fillFromIdCard };

export type ScopeName = keyof typeof scope;
