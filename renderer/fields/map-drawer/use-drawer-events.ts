import { useEffect, useMemo, useRef } from 'react';
import type L from 'leaflet';
import { snapRadiusKm, type Pair } from '@shared/geo';
import { toPair } from '../../map/geometry';
import { commandOfKey, typingInto } from './keys';
import { SnapTargets } from './snap-targets';
import type { DrawerData } from './use-drawer-data';
import type { Drawer } from './use-drawer';

/**
 * Mouse and keys to the state machine: clicks and pointer moves snapped to the vertices and edges of the shapes on
 * the map (0.002 km times the slider), double-clicks, Esc, Backspace, Ctrl+Z and Ctrl+Y. Keys count only while this
 * map is visible (a hidden keep-alive tab ignores them) and not while typing into a field.
 */
export function useDrawerEvents(map: L.Map | null, data: DrawerData, drawer: Drawer, visible: () => boolean): void {
  const { doc, settings } = drawer;
  const targets = useMemo(
    () => new SnapTargets([doc.own, ...doc.siblings.map((s) => s.shape), data.parent?.shape ?? [], ...data.children.map((c) => c.shape)]),
    [doc.own, doc.siblings, data],
  );
  // Handlers are bound once per map; they read the latest drawer through this ref.
  const latest = useRef({ drawer, targets, settings, visible });
  latest.current = { drawer, targets, settings, visible };

  useEffect(() => {
    if (!map) return;
    const snapped = (e: L.LeafletMouseEvent): Pair => latest.current.targets.snap(toPair(e.latlng), snapRadiusKm(latest.current.settings.slider));
    let frame = 0;
    let lastMove: L.LeafletMouseEvent | null = null;
    const onMove = (e: L.LeafletMouseEvent) => {
      lastMove = e;
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        if (lastMove) latest.current.drawer.dispatch({ type: 'move', at: snapped(lastMove) });
      });
    };
    const onClick = (e: L.LeafletMouseEvent) => latest.current.drawer.dispatch({ type: 'click', at: snapped(e) });
    const onDblClick = () => latest.current.drawer.dispatch({ type: 'dblclick' });
    map.on('click', onClick).on('dblclick', onDblClick).on('mousemove', onMove);
    return () => {
      cancelAnimationFrame(frame);
      map.off('click', onClick).off('dblclick', onDblClick).off('mousemove', onMove);
    };
  }, [map]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const command = commandOfKey(e);
      if (!command || typingInto(e.target) || !latest.current.visible()) return;
      const d = latest.current.drawer;
      if (command === 'undo') d.undo();
      else if (command === 'redo') d.redo();
      else if (command === 'backspace' && !d.tool.line.length) return;
      else d.dispatch({ type: command });
      e.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}
