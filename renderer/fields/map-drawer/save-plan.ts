/**
 * What 确定 sends (pure): the own layer with the version it started from, the neighbours the user coexists with,
 * and every neighbour whose border received the cut's vertices, each with its version; then the versions after a
 * successful save.
 */
import type { SaveFeatureParams } from '@shared/services/gis';
import type { Pair } from '@shared/geo';
import type { DrawingDoc } from './drawing-doc';

export interface Versions {
  own: number;
  siblings: Record<string, number>;
}

export function savePayload(regionCode: string, doc: DrawingDoc, versions: Versions): SaveFeatureParams {
  const byCode = new Map(doc.siblings.map((s) => [s.regionCode, s.shape]));
  return {
    regionCode,
    layerJson: { type: 'MultiPolygon', coordinates: doc.own },
    version: versions.own,
    coexist: doc.coexist,
    siblings: doc.changed.filter((c) => byCode.has(c)).map((c) => ({ regionCode: c, layerJson: { type: 'MultiPolygon', coordinates: byCode.get(c) }, version: versions.siblings[c] ?? 0 })),
  };
}

/** After a save: the own version the server answered, each saved neighbour one version on. */
export function versionsAfterSave(versions: Versions, doc: DrawingDoc, ownVersion: number): Versions {
  const siblings = { ...versions.siblings };
  for (const c of doc.changed) siblings[c] = (siblings[c] ?? 0) + 1;
  return { own: ownVersion, siblings };
}

/** Whether the region's point needs saving: placed, moved or deleted since it was loaded. */
export const pointChanged = (saved: Pair | null, now: Pair | null): boolean => (saved === null || now === null ? saved !== now : saved[0] !== now[0] || saved[1] !== now[1]);
