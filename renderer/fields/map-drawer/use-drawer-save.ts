import { useRef, useState } from 'react';
import { wasNotified } from '../../data-provider';
import type { MapApi } from '../../map/map-api';
import type { DrawingDoc } from './drawing-doc';
import { pointChanged, savePayload, versionsAfterSave, type Versions } from './save-plan';
import { drawerTexts } from './texts';

export interface SaveResult {
  regionCode: string;
  area: number;
  version: number;
}

interface SaveDeps {
  api: MapApi;
  regionCode: string;
  allowMarks: boolean;
  initialVersions: Versions;
  /** The point as stored, to know whether it must be saved. */
  initialPoint: DrawingDoc['point'];
  message: { success(text: string): unknown; warning(text: string): unknown; error(text: string): unknown };
}

/**
 * 确定: posts the own layer with every modified neighbour (one transaction on the server), then the point when it
 * changed. A failure clears the spinner and shows the server's message (unless the request layer already did).
 * Resolves to null when nothing was saved.
 */
export function useDrawerSave(deps: SaveDeps) {
  const [saving, setSaving] = useState(false);
  const inFlight = useRef(false);
  const versions = useRef(deps.initialVersions);
  const point = useRef(deps.initialPoint);

  async function save(doc: DrawingDoc): Promise<{ result: SaveResult; doc: DrawingDoc } | null> {
    // One save at a time: a second one (a host's button beside the spinner) is refused, not queued.
    if (inFlight.current) return null;
    if (!doc.own.length) {
      deps.message.warning(drawerTexts.noShape);
      return null;
    }
    inFlight.current = true;
    setSaving(true);
    try {
      const result = await deps.api.save(savePayload(deps.regionCode, doc, versions.current));
      versions.current = versionsAfterSave(versions.current, doc, result.version);
      if (deps.allowMarks && pointChanged(point.current, doc.point)) {
        await deps.api.savePosition({ regionCode: deps.regionCode, gisLon: doc.point?.[0] ?? null, gisLat: doc.point?.[1] ?? null });
        point.current = doc.point;
      }
      deps.message.success(drawerTexts.saved);
      return { result, doc: { ...doc, changed: [] } };
    } catch (error) {
      if (!wasNotified(error)) deps.message.error(error instanceof Error && error.message ? error.message : '保存失败');
      return null;
    } finally {
      inFlight.current = false;
      setSaving(false);
    }
  }

  return { saving, save };
}
