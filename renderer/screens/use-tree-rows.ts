import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { primaryKeyOf, type EntitySchema } from '@shared/entity-meta';
import { useDataProvider, type Values } from '../data-provider';
import { useFeedback } from '../hooks/use-feedback';
import type { TreeSpec } from './screen-schema';
import { defaultSort } from './use-list-data';
import { texts } from '../texts';

/** Most rows one level request returns (the list route's page limit). */
const LEVEL_LIMIT = 1000;

/**
 * Rows of a tree table. Whenever rows are shown, one request fetches the children of all of them (the list route
 * filtered by `parent` in the shown keys), so a row offers to expand only when it has children and expanding is
 * instant; an expanded row's children get their own children the same way. No stored has-child flag is trusted:
 * generic edits do not keep one up to date. After a reload (a save), the rows that were open stay open, refreshed.
 */
export function useTreeRows(entity: EntitySchema, tree: TreeSpec | undefined, records: Values[]) {
  const provider = useDataProvider();
  const { fail } = useFeedback();
  // The table's row keys are primary keys; children hang on the property their parent refers to (a region's code).
  const rowKey = primaryKeyOf(entity);
  const pk = tree?.key ?? rowKey;
  const [children, setChildren] = useState<Record<string, Values[]>>({});
  const [expanded, setExpanded] = useState<string[]>([]);
  const pending = useRef(new Set<string>());
  const generation = useRef(0);
  const keyOf = useCallback((row: Values) => String(row[pk]), [pk]);

  const loadLevel = useCallback(
    async (parents: Values[]) => {
      const keys = parents.map(keyOf).filter((k) => !pending.current.has(k));
      if (!tree || !keys.length) return;
      keys.forEach((k) => pending.current.add(k));
      const gen = generation.current;
      const sort = defaultSort(entity);
      const params: Values = {
        pageNo: 1,
        pageSize: LEVEL_LIMIT,
        [tree.parent]: keys.join(','),
        ...(sort.column ? { column: sort.column, order: sort.order } : {}),
      };
      try {
        const { records: found } = await provider.list({ api: entity['x-entity'].api!, params });
        if (gen !== generation.current) return;
        const grouped: Record<string, Values[]> = Object.fromEntries(keys.map((k) => [k, []]));
        for (const row of found) grouped[String(row[tree.parent])]?.push(row);
        setChildren((c) => ({ ...c, ...grouped }));
      } catch (e) {
        fail(e, texts.listFailed);
      } finally {
        if (gen === generation.current) keys.forEach((k) => pending.current.delete(k));
      }
    },
    [tree, entity, keyOf, provider],
  );

  useEffect(() => {
    generation.current += 1;
    pending.current.clear();
    setChildren({});
    void loadLevel(records);
  }, [records, loadLevel]);

  // The children of an open row must know whether they have children of their own.
  useEffect(() => {
    const open = new Set(expanded);
    const openRows = [...records, ...Object.values(children).flat()].filter((r) => open.has(String(r[rowKey])));
    const unknown = openRows.flatMap((r) => (children[keyOf(r)] ?? []).filter((c) => !(keyOf(c) in children)));
    if (unknown.length) void loadLevel(unknown);
  }, [expanded, children, records, rowKey, keyOf, loadLevel]);

  const rows = useMemo(() => {
    if (!tree) return records;
    const attach = (row: Values): Values => {
      const known = children[keyOf(row)];
      return { ...row, children: known?.length ? known.map(attach) : undefined };
    };
    return records.map(attach);
  }, [records, children, tree, keyOf]);

  const expandable = { expandedRowKeys: expanded, onExpandedRowsChange: (keys: readonly React.Key[]) => setExpanded(keys.map(String)) };
  return { rows, expandable };
}
