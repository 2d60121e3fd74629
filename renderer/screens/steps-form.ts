/** A steps screen's steps as one Formily form: each step's fields inside a StepPane named `step_<i>`. */
import type { ISchema } from '@formily/json-schema';
import type { EntitySchema } from '@shared/entity-meta';
import { compileForm } from '../schema/compile-form';
import type { StepSpec } from './screen-schema';

export interface CompiledSteps {
  schema: ISchema;
  /** Entity properties each step edits. */
  fields: string[][];
}

export const paneName = (i: number) => `step_${i}`;

export function compileSteps(steps: StepSpec[], entity: EntitySchema): CompiledSteps {
  const properties: Record<string, ISchema> = {};
  const fields = steps.map((step, i) => {
    const compiled = compileForm(step.schema, entity);
    properties[paneName(i)] = {
      type: 'void',
      'x-index': i,
      'x-component': 'StepPane',
      'x-component-props': { index: i },
      properties: compiled.schema.properties,
    };
    return compiled.fields;
  });
  return { schema: { type: 'object', properties }, fields };
}

/** The step holding the first field in error (errors carry the field's address: `step_2.gridName`). */
export function firstStepInError(addresses: string[], count: number): number | undefined {
  for (let i = 0; i < count; i++) if (addresses.some((a) => a.startsWith(`${paneName(i)}.`))) return i;
  return undefined;
}
