/** The region tree a user may choose from, shared by the region tree select and the division select. */
import { useEffect, useState } from 'react';
import { useDataProvider, type RegionNode, type UserRegion } from '../data-provider';

export interface RegionOption {
  title: string;
  value: string;
  key: string;
  disabled?: boolean;
  children?: RegionOption[];
}

/**
 * Spec 000 §6 / 002 §6: the tree loads from the user's own region; a non-admin user cannot pick their own region
 * node (only the regions below it) unless `selectOwn` (a record that belongs to the user's own community). Who is
 * looking comes from provider.userRegion().
 */
export function regionOptions(nodes: RegionNode[], user: { regionCode: string; isAdmin: boolean }, selectOwn = false): RegionOption[] {
  return nodes.map((n) => ({
    title: n.regionName,
    value: n.regionCode,
    key: n.regionCode,
    disabled: !selectOwn && !user.isAdmin && n.regionCode === user.regionCode,
    children: n.children?.length ? regionOptions(n.children, user, selectOwn) : undefined,
  }));
}

export interface RegionChoices {
  options: RegionOption[];
  user?: UserRegion;
}

/** The caller's region tree as options, and who the caller is (empty until both have loaded, or on failure). */
export function useRegionOptions(selectOwn = false): RegionChoices {
  const provider = useDataProvider();
  const [choices, setChoices] = useState<RegionChoices>({ options: [] });
  useEffect(() => {
    let live = true;
    provider
      .userRegion()
      .then(async (user) => ({ user, options: regionOptions(await provider.regionTree({ regionCode: user.regionCode }), user, selectOwn) }))
      .then((c) => live && setChoices(c), () => live && setChoices({ options: [] }));
    return () => void (live = false);
  }, [provider, selectOwn]);
  return choices;
}

/** The title of a code in the tree, or undefined when it is not there. */
export function titleOf(options: RegionOption[], code: string): string | undefined {
  for (const o of options) {
    if (o.value === code) return o.title;
    const inner = o.children && titleOf(o.children, code);
    if (inner) return inner;
  }
  return undefined;
}
