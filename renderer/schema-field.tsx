import { createSchemaField } from '@formily/react';
import { registry } from './registry';
import { scope } from './scope';

/** Formily's SchemaField bound to THE registry (a live object: later registrations resolve too) and our scope. */
export const SchemaField = createSchemaField({ components: registry.components, scope });
