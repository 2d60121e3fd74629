import { useEffect, useState } from 'react';
import type { EntitySchema } from '@shared/entity-meta';
import { useDataProvider, type Values } from '../data-provider';
import { texts } from '../texts';

export type RecordState = { status: 'loading' } | { status: 'ready'; record: Values | undefined } | { status: 'failed'; message: string };

/** The record `id` of the entity (queryById), or `undefined` at once when there is no id (a new record). */
export function useRecord(entity: EntitySchema, id: string | undefined): RecordState {
  const provider = useDataProvider();
  const [state, setState] = useState<RecordState>(id ? { status: 'loading' } : { status: 'ready', record: undefined });
  useEffect(() => {
    if (!id) return setState({ status: 'ready', record: undefined });
    let live = true;
    setState({ status: 'loading' });
    provider.getOne({ api: entity['x-entity'].api!, id }).then(
      (record) => live && setState(record ? { status: 'ready', record } : { status: 'failed', message: texts.recordMissing }),
      (e: unknown) => live && setState({ status: 'failed', message: e instanceof Error ? e.message : texts.recordMissing }),
    );
    return () => void (live = false);
  }, [provider, entity, id]);
  return state;
}
