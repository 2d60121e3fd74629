import { useEffect, useState } from 'react';
import { playground } from '@shared/services';
import type { PlaygroundProblem } from '@shared/services/playground';
import { fetchResult } from '../../http';

const DEBOUNCE_MS = 600;

/** The server's check of `text` as `file`, run again a moment after the typing stops; null while it runs. */
export function useCheck(file: string, text: string): PlaygroundProblem[] | null {
  const [problems, setProblems] = useState<PlaygroundProblem[] | null>(null);
  useEffect(() => {
    if (!file) return;
    let live = true;
    setProblems(null);
    const timer = setTimeout(() => {
      fetchResult(playground.check, { file, text }, { notify: false })
        .then((r) => live && setProblems(r.problems))
        .catch((e: Error) => live && setProblems([{ file, path: '$', message: e.message }]));
    }, DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [file, text]);
  return problems;
}
