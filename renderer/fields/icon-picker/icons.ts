import { useEffect, useState, type ComponentType } from 'react';
import { iconExportName } from '@shared/icon-name';

// Every icon module of @ant-design/icons, each loaded on first use as its own small chunk (the side menu's loader
// globs the same files, so the chunks are shared). Relative to this file: the repository's node_modules.
const DIR = '../../../node_modules/@ant-design/icons/es/icons/';
const LOADERS = import.meta.glob<{ default: ComponentType }>('../../../node_modules/@ant-design/icons/es/icons/*.js');

/** How a menu stores an icon: the kebab-case type for an Outlined icon ("file-text"), else the export name ("HomeFilled"). */
export function storedName(exportName: string): string {
  const outlined = /^(.*)Outlined$/.exec(exportName);
  return outlined
    ? outlined[1]
        .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
        .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
        .toLowerCase()
    : exportName;
}

/** The stored names of every icon of a theme, sorted. */
export function iconNames(themes: Array<'Outlined' | 'Filled' | 'TwoTone'>): string[] {
  return Object.keys(LOADERS)
    .map((p) => p.slice(DIR.length, -3))
    .filter((n) => themes.some((t) => n.endsWith(t)))
    .map(storedName)
    .sort();
}

export const iconExists = (name: string) => `${DIR}${iconExportName(name)}.js` in LOADERS;

const loaded = new Map<string, ComponentType>();

/** The icon's component once loaded (undefined before, or for a name antd does not have). */
export function useIcon(name: string | undefined): ComponentType | undefined {
  const exportName = name ? iconExportName(name) : '';
  const [Icon, setIcon] = useState(() => loaded.get(exportName));
  useEffect(() => {
    setIcon(() => loaded.get(exportName));
    const load = LOADERS[`${DIR}${exportName}.js`];
    if (!exportName || loaded.has(exportName) || !load) return;
    let live = true;
    load().then(
      (m) => (loaded.set(exportName, m.default), live && setIcon(() => m.default)),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [exportName]);
  return Icon;
}
