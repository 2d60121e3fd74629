import { useEffect, useMemo, useState } from 'react';
import { Alert, Spin } from 'antd';
import type { EntitySchema } from '@shared/entity-meta';
import { PermissionContext, useDataProvider, usePermissions, type Values } from '../data-provider';
import { ListScreen } from './list-screen';
import { loadScreen } from './load-screen';
import { embeddedPermissions } from './permissions';
import type { ScreenSchema } from './screen-schema';
import { texts } from '../texts';

export interface EmbeddedListProps {
  /** Id of a list screen (or a tree table). */
  screenId: string;
  /** Its property values fixed by the host screen: the list's filter and the values of new records. */
  fixed: Values;
  /** Only show and export the rows. */
  readOnly?: boolean;
}

/**
 * Another list screen inside this one (a sub-screen dialog, a detail page's tab, the right side of a tree), with the
 * buttons its entity's own page would offer.
 */
export function EmbeddedList({ screenId, fixed, readOnly }: EmbeddedListProps) {
  const provider = useDataProvider();
  const hostPerms = usePermissions();
  const [loaded, setLoaded] = useState<{ screen: ScreenSchema; entity: EntitySchema | null } | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    loadScreen(provider, screenId)
      .then((r) => live && setLoaded(r))
      .catch((e: unknown) => live && setError(e instanceof Error ? e.message : texts.screenLoadFailed));
    return () => void (live = false);
  }, [provider, screenId]);
  const entityOf = loaded?.entity;
  const perms = useMemo(() => (entityOf ? embeddedPermissions(hostPerms, entityOf) : hostPerms), [hostPerms, entityOf]);
  if (error) return <Alert type="error" showIcon message={texts.screenLoadFailed} description={error} />;
  if (!loaded) return <Spin style={{ display: 'block', margin: '24px auto' }} />;
  const { screen, entity } = loaded;
  if (!entity) return <Alert type="error" showIcon message={texts.screenLoadFailed} description={texts.notAList(screenId)} />;
  const list =
    screen.type === 'list' ? (
      <ListScreen screen={screen} entity={entity} fixed={fixed} readOnly={readOnly} />
    ) : screen.type === 'tree' && screen.mode === 'table' ? (
      <ListScreen screen={screen} entity={entity} fixed={fixed} tree={screen.tree} readOnly={readOnly} />
    ) : null;
  if (list) return <PermissionContext.Provider value={perms}>{list}</PermissionContext.Provider>;
  return <Alert type="error" showIcon message={texts.screenLoadFailed} description={texts.notAList(screenId)} />;
}
