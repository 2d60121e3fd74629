import { useCallback, useMemo, useRef, useState } from 'react';
import type { MultiPolygon, OverlapDecision, Ring, Sibling } from '@shared/geo';
import {
  clearAll,
  cutOverlaps,
  deletePolygon,
  drawArea,
  endEdit,
  hollowArea,
  overlapsOf,
  placePoint,
  type DrawingContext,
  type DrawingDoc,
  type EditOutcome,
} from './drawing-doc';
import { initialToolState, step, type Effect, type ToolEvent, type ToolState } from './edit-type';
import { commit, redo, startHistory, undo, type History } from './history';
import { drawerTexts, warningText } from './texts';
import type { DrawerData } from './use-drawer-data';

export interface DrawerSettings {
  /** Snap slider 1..5 (radius 0.002 km times it). */
  slider: number;
  autoClose: boolean;
  insideSameLevel: boolean;
}

/** 001 §9: auto-close on, drawing inside the same level allowed, slider 3. */
export const DEFAULT_SETTINGS: DrawerSettings = { slider: 3, autoClose: true, insideSameLevel: true };

export type Selection = { kind: 'polygon'; index: number } | { kind: 'point' } | null;

/** A drawn area waiting for the overlap dialog's answers, one neighbour at a time. */
export interface PendingOverlap {
  ring: Ring;
  queue: Sibling[];
  decisions: Record<string, OverlapDecision>;
}

/**
 * The drawing screen's state: the tool state machine, the edit history, the settings, the selection and the overlap
 * dialog's queue. Events from the map and the keys go through `dispatch`; their effects become edits here.
 * State is mirrored in a ref so that quick events (click, click, double-click) each see the previous one's result.
 */
export function useDrawer(data: DrawerData, options: { allowMarks: boolean; warn(text: string): void }) {
  const [history, setHistoryState] = useState<History<DrawingDoc>>(() => startHistory(data.doc));
  const [tool, setToolState] = useState<ToolState>(initialToolState);
  const [settings, setSettingsState] = useState<DrawerSettings>(DEFAULT_SETTINGS);
  const [pending, setPendingState] = useState<PendingOverlap | null>(null);
  const [selected, setSelected] = useState<Selection>(null);
  // baseline: what was last saved (or loaded); 重置 returns to it.
  const live = useRef({ history, tool, settings, pending, baseline: data.doc });
  /** The shape the vertex editor holds while editPg is on. */
  const edited = useRef<MultiPolygon | null>(null);

  const setHistory = (h: History<DrawingDoc>) => void ((live.current.history = h), setHistoryState(h));
  const setTool = (t: ToolState) => void ((live.current.tool = t), setToolState(t));
  const setPending = (p: PendingOverlap | null) => void ((live.current.pending = p), setPendingState(p));
  const setSettings = (s: DrawerSettings) => void ((live.current.settings = s), setSettingsState(s));
  const ctx = (): DrawingContext => ({ parent: data.parent?.shape ?? null, insideSameLevel: live.current.settings.insideSameLevel });
  const doc = () => live.current.history.present;
  const edit = (next: DrawingDoc) => setHistory(commit(live.current.history, next));
  const apply = (o: EditOutcome) => (o.warning ? options.warn(warningText(o.warning)) : edit(o.doc));

  function run(e: Effect): void {
    switch (e.kind) {
      case 'polygon': {
        const r = drawArea(ctx(), doc(), e.ring);
        return r.ask ? setPending({ ring: e.ring, queue: r.ask, decisions: {} }) : apply(r);
      }
      case 'hollow':
        return apply(hollowArea(doc(), e.ring));
      case 'point':
        return options.allowMarks ? apply(placePoint(doc(), e.at)) : undefined;
      case 'startEdit':
        edited.current = doc().own;
        return setSelected(null);
      case 'endEdit': {
        const shape = edited.current;
        edited.current = null;
        return shape && shape !== doc().own ? apply(endEdit(ctx(), doc(), shape)) : undefined;
      }
      case 'cancelEdit':
        edited.current = null;
        return;
      case 'tooFewPoints':
        return options.warn(warningText('tooFewPoints'));
    }
  }

  const dispatch = (event: ToolEvent) => {
    if (live.current.pending) return;
    const r = step(live.current.tool, event, live.current.settings);
    if (r.state !== live.current.tool) setTool(r.state);
    r.effects.forEach(run);
  };

  /** The overlap dialog's answer for the first neighbour in the queue; null (mask clicked) drops the drawing. */
  const answer = (value: OverlapDecision | null) => {
    const p = live.current.pending;
    if (!p) return;
    if (value === null) return setPending(null);
    const decisions = { ...p.decisions, [p.queue[0].regionCode]: value };
    if (p.queue.length > 1) return setPending({ ...p, queue: p.queue.slice(1), decisions });
    setPending(null);
    apply(drawArea(ctx(), doc(), p.ring, decisions));
  };

  const busy = () => live.current.tool.editType === 'editPg' || live.current.tool.line.length > 0 || !!live.current.pending;
  const present = history.present;
  return {
    doc: present,
    tool,
    settings,
    setSettings,
    pending,
    answer,
    dispatch,
    edited,
    selected,
    setSelected,
    overlaps: useMemo(() => overlapsOf(present), [present]),
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
    undo: () => void (!busy() && setHistory(undo(live.current.history))),
    redo: () => void (!busy() && setHistory(redo(live.current.history))),
    deleteSelected() {
      if (!selected) return options.warn(drawerTexts.nothingSelected);
      edit(selected.kind === 'point' ? { ...doc(), point: null } : deletePolygon(doc(), selected.index));
      setSelected(null);
    },
    clear: () => edit(clearAll(doc())),
    reset: () => edit(live.current.baseline),
    cut: (codes: string[]) => apply(cutOverlaps(doc(), codes)),
    /** The state as of the last event, for callers outside a render (a host's handle): not a render's snapshot. */
    current: () => ({ doc: doc(), baseline: live.current.baseline, tool: live.current.tool, pending: live.current.pending, edited: edited.current }),
    /** After a save: what was saved is the new starting point (reset returns to it; it is no longer "changed"). */
    saved: useCallback((next: DrawingDoc) => {
      live.current.baseline = next;
      setHistoryState((h) => {
        const after = { ...h, present: next };
        live.current.history = after;
        return after;
      });
    }, []),
  };
}

export type Drawer = ReturnType<typeof useDrawer>;
