import { useEffect } from 'react';
import { appConfig } from '../config';

/** 000 §2.4: a link whose address contains oneCenter opens the srepStatistics route in a new window. */
export function useOneCenterLinks(): void {
  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      const link = (e.target as Element | null)?.closest?.('a[href]');
      if (!link || !link.getAttribute('href')?.includes('oneCenter')) return;
      e.preventDefault();
      window.open(`${appConfig.basePath}srepStatistics`, '_blank', 'noopener');
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
}
