import type { Field } from '@formily/core';
import { idCardFacts, type IdCardFact } from '@validators/id-card';

/**
 * Sets a field to what an identity card number says (`sex` or `birthday`) once the number is valid; a partial or
 * wrong number leaves the field as the user set it. The form of an `x-derived` property gets this reaction itself:
 * `{{fillFromIdCard($self, $deps[0], 'sex')}}`.
 */
export function fillFromIdCard(field: Field, idCard: unknown, fact: IdCardFact): void {
  const facts = idCardFacts(typeof idCard === 'string' ? idCard.trim() : idCard);
  if (facts && field.value !== facts[fact]) field.setValue(facts[fact]);
}
