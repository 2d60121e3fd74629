/** Where a form screen's record and context come from: the entity's queryById, or the calls the screen names. */
import { useEffect, useState } from 'react';
import type { EntitySchema } from '@shared/entity-meta';
import { useDataProvider, type DataProvider, type Values } from '../data-provider';
import type { CallSpec, FormScreenSchema } from './screen-schema';
import { texts } from '../texts';

export type SourceState = { status: 'loading' } | { status: 'ready'; record: Values | undefined; context: Values } | { status: 'failed'; message: string };

async function loadRecord(provider: DataProvider, screen: FormScreenSchema, entity: EntitySchema, id: string | undefined): Promise<Values | undefined> {
  if (screen.source) return ((await provider.call({ method: 'GET', url: screen.source.load.url })) as Values | null) ?? undefined;
  if (!id) return undefined;
  const record = await provider.getOne({ api: entity['x-entity'].api!, id });
  if (!record) throw new Error(texts.recordMissing);
  return record;
}

async function loadContext(provider: DataProvider, calls: Record<string, CallSpec> = {}): Promise<Values> {
  const entries = await Promise.all(Object.entries(calls).map(async ([name, c]) => [name, await provider.call({ method: 'GET', url: c.url })] as const));
  return Object.fromEntries(entries);
}

/** The record (undefined: a new one) and the screen's context values, loaded together. */
export function useFormSource(screen: FormScreenSchema, entity: EntitySchema, id: string | undefined): SourceState {
  const provider = useDataProvider();
  const [state, setState] = useState<SourceState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    Promise.all([loadRecord(provider, screen, entity, id), loadContext(provider, screen.context)]).then(
      ([record, context]) => live && setState({ status: 'ready', record, context }),
      (e: unknown) => live && setState({ status: 'failed', message: e instanceof Error ? e.message : texts.recordMissing }),
    );
    return () => void (live = false);
  }, [provider, screen, entity, id]);
  return state;
}

/** Saves through the screen's own call: the form's entity properties as the body; resolves to the server's message. */
export async function saveThrough(provider: DataProvider, save: CallSpec, values: Values, fields: readonly string[], pk: string): Promise<string> {
  const body: Values = {};
  for (const f of [pk, ...fields]) if (values[f] !== undefined) body[f] = values[f];
  await provider.call({ method: save.method ?? 'POST', url: save.url, data: body });
  return texts.saved;
}
