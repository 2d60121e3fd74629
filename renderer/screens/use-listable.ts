import { useEffect, useMemo, useState } from 'react';
import type { EntitySchema } from '@shared/entity-meta';
import { useDataProvider, usePermissions } from '../data-provider';
import { canList } from './permissions';

/** What decides whether a screen's list may be opened: the entity of its generic list route, or null (anything else). */
type Guard = EntitySchema | null;

const NONE = new Map<string, Guard>();

/**
 * Which of the list screens `ids` (detail tabs, sub-screens) the user may open: a screen over its entity's generic
 * list route needs that entity's list permission, so a tab the route would refuse with 403 is not offered. A screen
 * with its own `source` route, or one that fails to load (its tab then shows why), is offered. Undefined while the
 * screens load. The server still checks every request.
 */
export function useListableScreens(ids: readonly string[]): ReadonlySet<string> | undefined {
  const provider = useDataProvider();
  const perms = usePermissions();
  const key = [...new Set(ids)].join('\u0000');
  const [guards, setGuards] = useState<{ key: string; byId: Map<string, Guard> }>();
  useEffect(() => {
    if (!key) return;
    let live = true;
    const wanted = key.split('\u0000');
    const guardOf = (id: string): Promise<Guard> =>
      Promise.resolve()
        .then(() => provider.screen({ id }))
        .then(
          ({ screen, entity }) => ('source' in screen && screen.source ? null : entity),
          () => null,
        );
    void Promise.all(wanted.map(guardOf)).then((found) => live && setGuards({ key, byId: new Map(wanted.map((id, i) => [id, found[i]])) }));
    return () => void (live = false);
  }, [provider, key]);
  const current = !key ? NONE : guards?.key === key ? guards.byId : undefined;
  return useMemo(() => current && new Set([...current].filter(([, entity]) => !entity || canList(perms, entity)).map(([id]) => id)), [current, perms]);
}
