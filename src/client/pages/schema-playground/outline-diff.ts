/**
 * An edited screen's page snapshot against the committed one: its outline (renderer/schema/screen-outline.ts, over
 * the entity the server resolved) diffed line by line against tests/schemas/__outlines__/<id>.txt, as the schema
 * snapshot test would compare them.
 */
import { diffLines } from 'diff';
import type { DataProvider } from '@renderer/data-provider';
import { shownScreenOutline } from '@renderer/schema/screen-outline';
import type { ScreenSchema } from '@renderer/screens/screen-schema';
import type { ResolvedDraft } from '@shared/services/playground';

/** One line of a screen's outline: unchanged, added by the edit or removed by it. */
export interface SnapshotLine {
  kind: 'same' | 'added' | 'removed';
  text: string;
}

export interface SnapshotDiff {
  /** A committed outline exists (false for a new screen: every line is added). */
  committed: boolean;
  /** The edited outline differs from the committed one: the schema snapshot test fails until it is updated. */
  changed: boolean;
  lines: SnapshotLine[];
}

const toLines = (kind: SnapshotLine['kind'], value: string): SnapshotLine[] =>
  value
    .replace(/\n$/, '')
    .split('\n')
    .map((text) => ({ kind, text }));

/** The line diff of two outlines; `committed` null (nothing committed): every edited line is added. */
export function outlineDiff(committed: string | null, edited: string): SnapshotDiff {
  if (committed === null) return { committed: false, changed: true, lines: toLines('added', edited) };
  const lines = diffLines(committed, edited).flatMap((part) => toLines(part.added ? 'added' : part.removed ? 'removed' : 'same', part.value));
  return { committed: true, changed: committed !== edited, lines };
}

/**
 * The resolved draft's outline against `committed`; `screens` answers the screen a list's `formFrom` borrows its
 * form from, as the renderer loads it.
 */
export async function draftSnapshotDiff(screens: Pick<DataProvider, 'screen'>, draft: ResolvedDraft, committed: string | null): Promise<SnapshotDiff> {
  return outlineDiff(committed, await shownScreenOutline(screens, draft.screen as ScreenSchema, draft.entity));
}
