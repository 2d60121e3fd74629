/**
 * The code editor's languages (002 §2.5), each its own dynamic import: a form with a SQL field loads the SQL grammar
 * only. Languages CodeMirror 6 has no full grammar for use its ports of the CodeMirror 5 modes (StreamLanguage).
 */
import type { Extension } from '@codemirror/state';
// Static: the editor's own setup needs @codemirror/language anyway, so it is in the editor's chunk already.
import { StreamLanguage, type StreamParser } from '@codemirror/language';

const stream = async (parser: Promise<StreamParser<unknown>>): Promise<Extension> => StreamLanguage.define(await parser);

export const LANGUAGES = {
  css: async () => (await import('@codemirror/lang-css')).css(),
  javascript: async () => (await import('@codemirror/lang-javascript')).javascript({ jsx: true, typescript: true }),
  html: async () => (await import('@codemirror/lang-html')).html(),
  java: async () => (await import('@codemirror/lang-java')).java(),
  'objective-c': () => stream(import('@codemirror/legacy-modes/mode/clike').then((m) => m.objectiveC)),
  python: async () => (await import('@codemirror/lang-python')).python(),
  r: () => stream(import('@codemirror/legacy-modes/mode/r').then((m) => m.r)),
  shell: () => stream(import('@codemirror/legacy-modes/mode/shell').then((m) => m.shell)),
  sql: async () => (await import('@codemirror/lang-sql')).sql(),
  swift: () => stream(import('@codemirror/legacy-modes/mode/swift').then((m) => m.swift)),
  vue: async () => (await import('@codemirror/lang-vue')).vue(),
  markdown: async () => (await import('@codemirror/lang-markdown')).markdown(),
} satisfies Record<string, () => Promise<Extension>>;

export type CodeLanguage = keyof typeof LANGUAGES;

/** Other names a schema may use for the same language (JeecgBoot writes R, js, sh…). */
const ALIASES: Record<string, CodeLanguage> = {
  js: 'javascript',
  ts: 'javascript',
  typescript: 'javascript',
  objectivec: 'objective-c',
  'objective c': 'objective-c',
  bash: 'shell',
  sh: 'shell',
  md: 'markdown',
  py: 'python',
};

/** The language a schema's name means (case-insensitive), or undefined for one the editor does not know. */
export function languageOf(name: string | undefined): CodeLanguage | undefined {
  const key = (name ?? '').trim().toLowerCase();
  if (key in LANGUAGES) return key as CodeLanguage;
  return ALIASES[key];
}
