/**
 * JSON Schemas of hand-written routes (params, querystring, body), built by small functions that also carry the
 * TypeScript type of what they accept, so a handler's request type is derived from the schema Fastify validates
 * with and the two cannot disagree. Titles are Chinese: validation messages name fields by them (plugins/validation).
 * Objects accept properties they do not name (JeecgBoot clients add `_t` and the like); handlers read only theirs.
 */

import { REGION_CODE_MAX_LENGTH, REGION_CODE_PATTERN } from '../../../validators/region-code.js';

declare const accepts: unique symbol;

/** A JSON Schema whose valid values have type T. */
export type Schema<T> = { readonly [accepts]?: T } & Record<string, unknown>;
export type Static<S> = S extends Schema<infer T> ? T : never;

interface TextOptions {
  maxLength?: number;
  minLength?: number;
  pattern?: string;
}

/** A string (every query and path value is one). */
export const text = (title: string, options: TextOptions = {}): Schema<string> => ({ type: 'string', title, ...options });

/** A region or grid code (validators/region-code.ts); a refused one is answered 「<title>格式不正确」. */
export const regionCode = (title: string): Schema<string> => text(title, { maxLength: REGION_CODE_MAX_LENGTH, pattern: REGION_CODE_PATTERN });

/** A number in a JSON body, or the same as text ("116.4"), as forms often send it; the handler converts it. */
export const numberOrText = (title: string): Schema<number | string> => ({ type: ['number', 'string'], title, maxLength: 40 });
/** The same, or null (a value being cleared). */
export const numberTextOrNull = (title: string): Schema<number | string | null> => ({ type: ['number', 'string', 'null'], title, maxLength: 40 });

export const yesNo = (title: string): Schema<boolean | string> => ({ type: ['boolean', 'string'], title, maxLength: 5 });

/** Any JSON value: the handler checks it (a drawn shape, given as an object or as text). */
export const anything = (title: string): Schema<unknown> => ({ title });

export const list = <T>(title: string, items: Schema<T>, maxItems = 500): Schema<T[]> => ({ type: 'array', title, items, maxItems });

type Props = Record<string, Schema<unknown>>;
type ObjectOf<P extends Props, R extends keyof P> = { [K in R]: Static<P[K]> } & { [K in Exclude<keyof P, R>]?: Static<P[K]> };

/** An object with these properties, `required` among them. */
export function object<P extends Props, R extends keyof P & string = never>(properties: P, required: R[] = []): Schema<ObjectOf<P, R>> {
  return { type: 'object', properties, ...(required.length ? { required } : {}) };
}

/** No parameters of its own (anything else is ignored). */
export const none = object({});

/** What a route validates, each part optional. */
export interface RouteSchemas {
  params?: Schema<unknown>;
  querystring?: Schema<unknown>;
  body?: Schema<unknown>;
}

/** The Fastify request generics these schemas validate into. */
export interface RequestOf<S extends RouteSchemas> {
  Params: S['params'] extends Schema<unknown> ? Static<S['params']> : unknown;
  Querystring: S['querystring'] extends Schema<unknown> ? Static<S['querystring']> : unknown;
  Body: S['body'] extends Schema<unknown> ? Static<S['body']> : unknown;
}
