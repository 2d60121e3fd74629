/**
 * What 确定 sends (pure): the own layer with the version it started from, the neighbours the user coexists with,
 * and every neighbour whose border received the cut's vertices, each with its version; then the versions after a
 * successful save. Also what a save may do in the current tool state, and what a host's handle reports: unsaved
 * edits and the number of own polygons.
 */
import type { SaveFeatureParams } from '@shared/services/gis';
import type { MultiPolygon, Pair } from '@shared/geo';
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
    siblings: doc.changed
      .filter((c) => byCode.has(c))
      .map((c) => ({ regionCode: c, layerJson: { type: 'MultiPolygon', coordinates: byCode.get(c) }, version: versions.siblings[c] ?? 0 })),
  };
}

/** After a save: the own version the server answered, each saved neighbour one version on. */
export function versionsAfterSave(versions: Versions, doc: DrawingDoc, ownVersion: number): Versions {
  const siblings = { ...versions.siblings };
  for (const c of doc.changed) siblings[c] = (siblings[c] ?? 0) + 1;
  return { own: ownVersion, siblings };
}

/** Whether the region's point needs saving: placed, moved or deleted since it was loaded. */
export const pointChanged = (saved: Pair | null, now: Pair | null): boolean =>
  saved === null || now === null ? saved !== now : saved[0] !== now[0] || saved[1] !== now[1];

/**
 * What a save (确定, or a host's save through the drawer's handle) does in the tool state it is asked in: ends the
 * vertex edit only (001 §4: saving in edit mode only ends editing), refuses while a ring is being drawn (the
 * drawing would be left behind) or while the overlap dialog waits for an answer, else saves.
 */
export type SaveGate = 'save' | 'endEdit' | 'drawing' | 'asking';

export function saveGate(tool: { editType: string; line: readonly unknown[] }, asking: boolean): SaveGate {
  if (asking) return 'asking';
  if (tool.editType === 'editPg') return 'endEdit';
  return tool.line.length ? 'drawing' : 'save';
}

const sameCodes = (a: string[], b: string[]) => a.length === b.length && a.every((c, i) => c === b[i]);

/** Whether the document differs from the one last saved (or loaded): own shape, point, changed or coexisting neighbours. */
export function docChanged(saved: DrawingDoc, now: DrawingDoc): boolean {
  if (saved === now) return false;
  if (pointChanged(saved.point, now.point) || !sameCodes(saved.changed, now.changed) || !sameCodes(saved.coexist, now.coexist)) return true;
  return saved.own !== now.own && JSON.stringify(saved.own) !== JSON.stringify(now.own);
}

/** What the screen holds that no save has stored yet. */
export interface Unsaved {
  saved: DrawingDoc;
  now: DrawingDoc;
  tool: { editType: string; line: readonly unknown[] };
  asking: boolean;
  /** The vertex editor's shape while editPg is on (null otherwise). */
  edited: MultiPolygon | null;
}

/**
 * Unsaved edits: the document differs from the last saved one, or work in progress would be lost by leaving: a
 * ring being drawn, a drawing waiting for the overlap dialog, a vertex edit that moved something.
 */
export function hasUnsaved({ saved, now, tool, asking, edited }: Unsaved): boolean {
  return docChanged(saved, now) || tool.line.length > 0 || asking || (edited !== null && edited !== now.own);
}

/** Own polygons on the screen: the vertex editor's while editing, else the document's. */
export const polygonCount = (now: DrawingDoc, edited: MultiPolygon | null): number => (edited ?? now.own).length;
