import { useCallback, useEffect, useState } from 'react';
import { useDataProvider } from '../../data-provider';
import type { SavedQuery } from './model';
import { readLocal, server, storageKey, upsert, writeLocal } from './saved';

/**
 * The saved queries of a screen on this page: those in this browser's local storage (key prefixed with the page path)
 * followed by the user's own on the server. The server list loads when the dialog first opens; when it cannot be
 * read (the gallery, an old server) the local ones still work.
 */
export function useSavedQueries(screenId: string, load: boolean) {
  const provider = useDataProvider();
  const pageKey = storageKey(typeof window === 'undefined' ? '' : window.location.pathname, screenId);
  const [local, setLocal] = useState<SavedQuery[]>(() => (typeof localStorage === 'undefined' ? [] : readLocal(localStorage, pageKey)));
  const [remote, setRemote] = useState<SavedQuery[]>([]);
  const [serverUsable, setServerUsable] = useState(false);

  useEffect(() => {
    if (!load) return;
    let live = true;
    server.list(provider, pageKey).then(
      (list) => live && (setRemote(list), setServerUsable(true)),
      () => live && setServerUsable(false),
    );
    return () => void (live = false);
  }, [provider, pageKey, load]);

  const save = useCallback(
    async (q: SavedQuery, onServer: boolean) => {
      if (onServer) {
        const stored = await server.save(provider, pageKey, q);
        setRemote((list) => upsert(list, stored));
      } else {
        const next = upsert(local, q);
        writeLocal(localStorage, pageKey, next);
        setLocal(next);
      }
    },
    [provider, pageKey, local],
  );
  const remove = useCallback(
    async (q: SavedQuery) => {
      if (q.id) {
        await server.remove(provider, q.id);
        setRemote((list) => list.filter((x) => x.id !== q.id));
      } else {
        const next = local.filter((x) => x.title !== q.title);
        writeLocal(localStorage, pageKey, next);
        setLocal(next);
      }
    },
    [provider, pageKey, local],
  );
  const exists = (title: string, onServer: boolean) => (onServer ? remote : local).some((q) => q.title === title);
  return { saved: [...local, ...remote], save, remove, exists, serverUsable };
}
