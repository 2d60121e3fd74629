/**
 * The pure rules of the popup report picker (002 §5 popup picker): its configuration checks, the pick check and how
 * picked rows become form values (JeecgBoot JPopup: orgFields -> destFields, comma-joined over several rows).
 */
import { pickerTexts } from '../../picker/texts';

export interface PopupConfig {
  /** The report's code (schemas/reports/<code>.json). */
  code?: string;
  /** Report fields whose values are taken, comma-separated. */
  orgFields?: string;
  /** Form fields that receive them, in the same order, comma-separated. */
  destFields?: string;
}

const split = (text: string | undefined) =>
  (text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** null when the popup can work, else the message that says why not. */
export function popupConfigError({ code, orgFields, destFields }: PopupConfig): string | null {
  if (!code || !split(orgFields).length || !split(destFields).length) return pickerTexts.popupMisconfigured;
  if (split(orgFields).length !== split(destFields).length) return pickerTexts.popupCountMismatch;
  return null;
}

/** null when the picked rows may be taken: at least one, and only one unless multi. */
export function pickError(rows: unknown[], multi: boolean): string | null {
  if (!rows.length) return pickerTexts.pickOne;
  if (!multi && rows.length > 1) return pickerTexts.pickOne;
  return null;
}

type Row = Record<string, unknown>;

/**
 * The values the destination fields receive: each one the values of its original field over the rows, comma-joined
 * (one row keeps the value's own type, so a number stays a number); a missing value counts as ''.
 */
export function mappedValues(rows: Row[], config: PopupConfig): Record<string, unknown> {
  const org = split(config.orgFields);
  const dest = split(config.destFields);
  const out: Record<string, unknown> = {};
  dest.forEach((target, i) => {
    const values = rows.map((r) => (r[org[i]] === undefined || r[org[i]] === null ? '' : r[org[i]]));
    out[target] = values.length === 1 ? values[0] : values.join(',');
  });
  return out;
}

/** What clearing the picker writes: '' into every destination field. */
export function clearedValues(config: PopupConfig): Record<string, unknown> {
  return Object.fromEntries(split(config.destFields).map((f) => [f, '']));
}

/**
 * The value of the picker's own field: what the mapping gives its own name when destFields names it, else the
 * values of the first original field.
 */
export function ownValue(mapped: Record<string, unknown>, rows: Row[], config: PopupConfig, ownName: string): unknown {
  if (Object.hasOwn(mapped, ownName)) return mapped[ownName];
  const first = split(config.orgFields)[0];
  return mappedValues(rows, { orgFields: first, destFields: ownName })[ownName];
}

/** The self_ parameters to send: literal values as they are, `{ "field": "x" }` read from the form; empty ones left out. */
export type ParamValue = string | number | boolean | { field: string };

export function paramValues(param: Record<string, ParamValue> | undefined, read: (field: string) => unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, spec] of Object.entries(param ?? {})) {
    const value = typeof spec === 'object' && spec !== null ? read(spec.field) : spec;
    if (value !== undefined && value !== null && String(value).trim() !== '') out[`self_${name}`] = String(value);
  }
  return out;
}
