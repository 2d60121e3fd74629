import { createElement, Fragment, useEffect, useState, type ReactNode } from 'react';
import { Alert, Spin } from 'antd';
import type { EntitySchema } from '@shared/entity-meta';
import { useDataProvider, type Values } from '../data-provider';
import { texts } from '../texts';

/** What a page screen (form, detail, steps) receives: its schema, its entity and the page's query (`id`). */
export interface PageScreenProps<S> {
  screen: S;
  entity: EntitySchema;
  params: Record<string, string>;
}

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

/** Renders `children` with the record once loaded (undefined without an id); a spinner before, the error after a failure. */
export function RecordGate({ entity, id, children }: { entity: EntitySchema; id?: string; children(record: Values | undefined): ReactNode }) {
  const loaded = useRecord(entity, id);
  if (loaded.status === 'loading') return createElement(Spin, { style: { display: 'block', margin: '48px auto' } });
  if (loaded.status === 'failed') return createElement(Alert, { type: 'error', showIcon: true, message: loaded.message });
  return createElement(Fragment, null, children(loaded.record));
}
