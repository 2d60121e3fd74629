/**
 * The schema playground (系统管理 → 配置调试台): administrators read, check and preview the configuration files of
 * schemas/ (screens, entities, menus). Nothing here writes unless the server watches its schema folder (development).
 */
import { get, post } from './define.js';

/** Which configuration files the playground opens: a screen, an entity or the menu file. */
export type PlaygroundKind = 'screen' | 'entity' | 'menus';

export interface PlaygroundFile {
  /** Path relative to schemas/, e.g. `screens/resident-list.json`. */
  file: string;
  kind: PlaygroundKind;
  /** The screen's or entity's title, for the picker. */
  title: string;
}

/** One problem as check:schemas prints it: the file, a JSON path inside it and what is wrong. */
export interface PlaygroundProblem {
  file: string;
  path: string;
  message: string;
}

export interface PlaygroundFiles {
  files: PlaygroundFile[];
  /** The server watches schemas/ (SCHEMA_WATCH=1): saving is possible; otherwise the playground offers a download. */
  canSave: boolean;
}

export const files = get<Record<string, never>, PlaygroundFiles>('/sys/schemaPlayground/files');
export const file = get<{ file: string }, { file: string; text: string }>('/sys/schemaPlayground/file');
/** Checks a text as the file it names, with every other file as it is: the checks of `npm run check:schemas`. Writes nothing. */
export const check = post<{ file: string; text: string }, { problems: PlaygroundProblem[] }>('/sys/schemaPlayground/check', { writes: false });
/** Saves the text into schemas/ (only while the server watches the folder, and only when the check passes). */
export const save = post<{ file: string; text: string }, { file: string }>('/sys/schemaPlayground/save');

export interface PreviewGrant {
  /** A read-only token acting as the user: the server refuses every call that is not a read. */
  token: string;
  expiresAt: number;
  username: string;
  realname: string;
  regionCode: string | null;
}

/** A short-lived read-only token acting as another user, for the live preview (logged: who previewed as whom). */
export const previewToken = post<{ username: string }, PreviewGrant>('/sys/schemaPlayground/previewToken');
