import { useEffect, useState } from 'react';
import { playground } from '@shared/services';
import type { PlaygroundKind, ResolvedDraft } from '@shared/services/playground';
import { fetchResult } from '../../http';

/**
 * The edited screen with its entity (or the edited entity) as the server would serve it once saved, for the preview
 * and the page snapshot; a string says why the server could not resolve it; null while asking, and for menus.
 */
export function useResolvedDraft(file: string, kind: PlaygroundKind, text: string | null): ResolvedDraft | string | null {
  const [draft, setDraft] = useState<ResolvedDraft | string | null>(null);
  useEffect(() => {
    let live = true;
    setDraft(null);
    if (text !== null && kind !== 'menus')
      fetchResult(playground.resolve, { file, text }, { notify: false })
        .then((d) => live && setDraft(d))
        .catch((e: Error) => live && setDraft(e.message));
    return () => {
      live = false;
    };
  }, [file, kind, text]);
  return draft;
}
