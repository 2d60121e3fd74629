import { Schema } from '@formily/json-schema';
import { createSchemaField } from '@formily/react';
import { registry } from './registry';
import { evaluateExpression } from './schema/expression';
import { scope } from './scope';

// Expressions are interpreted, never turned into code (schema/expression.ts): the CSP forbids eval.
Schema.registerCompiler(evaluateExpression);

/** Formily's SchemaField bound to THE registry (a live object: later registrations resolve too) and our scope. */
export const SchemaField = createSchemaField({ components: registry.components, scope });
