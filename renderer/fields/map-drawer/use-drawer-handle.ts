import { useEffect, useMemo, useRef } from 'react';
import type { SaveResult } from './use-drawer-save';

/**
 * What a host holding the drawing screen (a wizard step) may do with it instead of, or besides, its 确定. Each
 * function reads the screen as of the last event, so the handle can be kept and called at any time.
 */
export interface DrawerHandle {
  /** Own polygons on the screen, drawn or loaded (while editing, those of the vertex editor). */
  polygonCount(): number;
  /** Unsaved edits: the drawing differs from the one last saved or loaded, or a ring, an overlap question or a vertex edit is under way. */
  isChanged(): boolean;
  /**
   * Exactly 确定: the same payload, messages, spinner and failure handling, and onDone after a successful save.
   * Resolves to null when nothing was saved: the save failed or was refused (请先绘制图形; while a ring is being
   * drawn, with the drawing hint; while the overlap dialog waits; while another save runs; read-only), or a vertex
   * edit was under way, which it only ends (001 §4), as 确定 does.
   */
  save(): Promise<SaveResult | null>;
}

/** Gives the host one stable handle (per mounted screen) whose functions call the latest ones given here. */
export function useDrawerHandle(onReady: ((handle: DrawerHandle) => void) | undefined, impl: DrawerHandle): void {
  const latest = useRef(impl);
  latest.current = impl;
  const handle = useMemo<DrawerHandle>(
    () => ({ polygonCount: () => latest.current.polygonCount(), isChanged: () => latest.current.isChanged(), save: () => latest.current.save() }),
    [],
  );
  useEffect(() => onReady?.(handle), [handle, onReady]);
}
