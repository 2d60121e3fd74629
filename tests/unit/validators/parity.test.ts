import { describe, expect, it } from 'vitest';
import { createForm } from '@formily/core';
import { createAjv } from '../../../validators/ajv.js';
import { ruleValidators } from '../../../validators/formily.js';
import { ruleNames, type RuleName } from '../../../validators/rules.js';
import { ruleExamples } from './rule-examples.js';

/** The server's verdict: the entity-style schema with `x-rule`, through ajv. */
const ajv = createAjv();
function serverVerdict(name: RuleName, value: string): string | null {
  const validate = ajv.compile({ type: 'object', properties: { v: { type: 'string', 'x-rule': name } } });
  return validate({ v: value }) ? null : (validate.errors?.[0]?.message ?? 'refused');
}

/** The client's verdict: a Formily field whose x-validator is `{ "x-rule": name }`, as a JSON screen writes it. */
async function clientVerdict(name: RuleName, value: string): Promise<string | null> {
  const form = createForm();
  const field = form.createField({ name: 'v', validator: ruleValidators(name) });
  await field.onInput(value);
  return field.selfErrors[0] ?? null;
}

describe('server (ajv x-rule) and client (Formily x-validator) agree', () => {
  for (const name of ruleNames()) {
    const { accepted, refused } = ruleExamples[name];
    it(`${name}: same verdict and message for every example`, async () => {
      for (const value of [...accepted, ...refused, '']) {
        const server = serverVerdict(name, value);
        expect(await clientVerdict(name, value), `${name} ${JSON.stringify(value)}`).toBe(server);
      }
      expect(serverVerdict(name, refused[0])).not.toBeNull();
    });
  }
});
