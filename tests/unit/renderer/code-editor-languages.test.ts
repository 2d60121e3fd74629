/** The code editor offers each language of 002 §2.5, each loading a grammar of its own; other names mean plain text. */
import { describe, expect, it } from 'vitest';
import { EditorState } from '@codemirror/state';
import { language } from '@codemirror/language';
import { LANGUAGES, languageOf } from '../../../renderer/fields/code-editor/languages';

const SPEC = ['css', 'javascript', 'html', 'java', 'objective-c', 'python', 'R', 'shell', 'sql', 'swift', 'vue', 'markdown'];

describe('code editor languages', () => {
  it('knows every language of the spec by its name, and JeecgBoot’s other spellings', () => {
    expect(SPEC.map(languageOf)).toEqual(['css', 'javascript', 'html', 'java', 'objective-c', 'python', 'r', 'shell', 'sql', 'swift', 'vue', 'markdown']);
    expect(['JS', 'sh', 'bash', 'md', 'objectivec'].map(languageOf)).toEqual(['javascript', 'shell', 'shell', 'markdown', 'objective-c']);
    expect(languageOf('cobol')).toBeUndefined();
    expect(languageOf(undefined)).toBeUndefined();
  });

  it('loads a different grammar for each language', async () => {
    const names = new Set<string>();
    for (const name of Object.keys(LANGUAGES) as Array<keyof typeof LANGUAGES>) {
      const state = EditorState.create({ doc: 'x', extensions: [await LANGUAGES[name]()] });
      const grammar = state.facet(language);
      expect(grammar, name).not.toBeNull();
      names.add(grammar!.name);
    }
    expect(names.size).toBe(SPEC.length);
  });
});
