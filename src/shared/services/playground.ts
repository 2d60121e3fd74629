/**
 * The schema playground (系统管理 → 配置调试台): administrators read, check and preview the configuration files of
 * schemas/ (screens, entities, menus). Nothing here writes unless the server watches its schema folder (development).
 */
import type { EntitySchema } from '../entity-meta.js';
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

/**
 * The outline the schema snapshot test committed for a shipped screen (tests/schemas/__outlines__/<id>.txt), which
 * the page diffs the edited screen's outline against; null for a pasted screen or one without an outline yet.
 */
export const outline = get<{ id: string }, string | null>('/sys/schemaPlayground/outline');

/** A menu entry as a user sees it: its name, path, the buttons granted, the entries below it. */
export interface MenuPreviewNode {
  name: string;
  path: string;
  buttons: string[];
  children: MenuPreviewNode[];
}

export interface MenuPreview {
  username: string;
  /** The names of the user's roles, whose grants in schemas/seed/roles.json decide the tree. */
  roles: string[];
  tree: MenuPreviewNode[];
}

/** The edited menu file as a user's roles would see it (their grants in roles.json). Writes nothing. */
export const menuPreview = post<{ text: string; username: string }, MenuPreview>('/sys/schemaPlayground/menuPreview', { writes: false });

/** A screen or entity file as the preview renders it: the screen with its entity as served, or the entity resolved. */
export interface ResolvedDraft {
  screen: unknown | null;
  entity: EntitySchema | null;
  /** The server already serves this entity's routes (false for a pasted new entity: it has no table yet). */
  served: boolean;
}

/** Resolves an edited (or pasted) screen's entity, or an edited entity, for the live preview. Writes nothing. */
export const resolve = post<{ file: string; text: string }, ResolvedDraft>('/sys/schemaPlayground/resolve', { writes: false });

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
