import { useEffect, useState } from 'react';
import type { Extension } from '@codemirror/state';
import { LANGUAGES, languageOf } from './languages';

const loaded = new Map<string, Promise<Extension>>();

/**
 * The CodeMirror extension of `name`, once its grammar has loaded ([] before that, and for a name the editor does not
 * know: plain text). `ready` says the grammar is in place (the editor marks itself with data-language then).
 */
export function useLanguage(name: string | undefined): { extension: Extension; ready: boolean; language?: string } {
  const language = languageOf(name);
  const [state, setState] = useState<{ language?: string; extension: Extension }>({ extension: [] });
  useEffect(() => {
    if (!language) return;
    let live = true;
    if (!loaded.has(language)) loaded.set(language, LANGUAGES[language]());
    void loaded.get(language)!.then((extension) => live && setState({ language, extension }));
    return () => void (live = false);
  }, [language]);
  const ready = !language || state.language === language;
  return { extension: ready ? state.extension : [], ready, language };
}
