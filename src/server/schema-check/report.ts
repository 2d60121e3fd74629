import type { ErrorObject } from 'ajv';

/** One problem: the file (relative to the schema folder), a JSON path inside it and what is wrong. */
export interface Problem {
  file: string;
  path: string;
  message: string;
}

export type Segment = string | number;

/** `$.form.fields[3].name` from path segments. */
export function jsonPath(segments: Segment[]): string {
  return '$' + segments.map((s) => (typeof s === 'number' ? `[${s}]` : /^[A-Za-z_$][\w$-]*$/.test(s) ? `.${s}` : `[${JSON.stringify(s)}]`)).join('');
}

/** JSON pointer (ajv's instancePath) -> path segments. */
export function pointerSegments(pointer: string): Segment[] {
  if (!pointer) return [];
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
}

export class Report {
  readonly problems: Problem[] = [];

  add(file: string, segments: Segment[], message: string): void {
    this.problems.push({ file, path: jsonPath(segments), message });
  }

  /**
   * Meta-schema errors; `oneOf` noise is reduced to the deepest errors, an `if` is left to the errors of its `then`,
   * and a value of the right type for one branch (an object column beside a property-name column) gets that branch's
   * problem, not the other branch's type.
   */
  addAjv(file: string, errors: ErrorObject[] | null | undefined, base: Segment[] = []): void {
    const list = errors ?? [];
    const deepest = Math.max(0, ...list.map((e) => e.instancePath.length));
    const explained = new Set(list.filter((e) => !['type', 'oneOf', 'anyOf', 'if'].includes(e.keyword)).map((e) => e.instancePath));
    const useful = list.filter(
      (e) =>
        e.keyword !== 'oneOf' &&
        e.keyword !== 'if' &&
        (e.instancePath.length === deepest || !['type', 'enum', 'const'].includes(e.keyword)) &&
        !(e.keyword === 'type' && explained.has(e.instancePath)),
    );
    const seen = new Set<string>();
    for (const e of useful.length ? useful : list) {
      const extra =
        e.keyword === 'additionalProperties'
          ? `: ${String((e.params as { additionalProperty: string }).additionalProperty)}`
          : e.keyword === 'enum'
            ? `: ${JSON.stringify((e.params as { allowedValues: unknown[] }).allowedValues)}`
            : '';
      const message = `${e.message ?? e.keyword}${extra}`;
      const key = `${e.instancePath} ${message}`;
      if (seen.has(key)) continue;
      seen.add(key);
      this.add(file, [...base, ...pointerSegments(e.instancePath)], message);
    }
  }
}

export const format = (p: Problem) => `${p.file} ${p.path}: ${p.message}`;
