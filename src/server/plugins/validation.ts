import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import { joinMessages, toFieldErrors } from '../../../validators/messages.js';

/** What every refused route schema answers when no field can be named. */
export const BAD_PARAMS = '请求参数不正确';
export const NOT_AN_OBJECT = '请求内容应为JSON对象';

type Labelled = Parameters<typeof toFieldErrors>[1];

/**
 * Validates route schemas (http/route-schema.ts) with an ajv of our own instead of Fastify's default, so a refused
 * request is answered in Chinese, naming fields by their titles in the words entity validation uses, and never with ajv's English.
 * No coercion: query and path values are declared as text, JSON bodies keep their types. A missing body counts as
 * an empty object (as JSON `null` does), so a POST without parameters needs no body.
 */
export function installValidation(app: FastifyInstance): void {
  app.setValidatorCompiler(({ schema, httpPart }) => {
    const validate = compiled(schema);
    return (data: unknown) => {
      const value = (data === undefined || data === null) && httpPart === 'body' ? {} : data;
      if (validate(value)) return { value };
      return { error: new Error(messageOf(validate.errors, schema as Labelled, httpPart ?? '', value)) };
    };
  });
}

// Compiling the route schemas takes about a second; a process that starts several servers (the API tests, one per
// file) compiles each distinct schema once. Compiled validators keep no state between calls but `errors`, which
// each call overwrites before it is read.
const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true, coerceTypes: false, useDefaults: false });
addFormats(ajv);
const validators = new Map<string, ValidateFunction>();

function compiled(schema: unknown): ValidateFunction {
  const key = JSON.stringify(schema);
  let validate = validators.get(key);
  if (!validate) validators.set(key, (validate = ajv.compile(schema as object)));
  return validate;
}

function messageOf(errors: ErrorObject[] | null | undefined, schema: Labelled, part: string, value: unknown): string {
  const list = errors ?? [];
  if (list.some((e) => e.instancePath === '' && e.keyword === 'type')) return part === 'body' ? NOT_AN_OBJECT : BAD_PARAMS;
  // A query parameter given twice arrives as a list: say that rather than "wrong type".
  const repeated = list.map((e) => e.instancePath.slice(1)).find((name) => part === 'querystring' && Array.isArray((value as Record<string, unknown>)[name]));
  if (repeated) return `参数${repeated}只能出现一次`;
  return joinMessages(toFieldErrors(list, { properties: schema.properties ?? {} })) || BAD_PARAMS;
}
