import { useEffect, useState } from 'react';

/** The app's mobile breakpoint (below 1088 px, 000 §2.4), read from the window: the renderer has no device store. */
const MOBILE_MAX_WIDTH = 1087.99;
const isMobileWidth = () => typeof window !== 'undefined' && window.innerWidth <= MOBILE_MAX_WIDTH;

export function useIsMobile(): boolean {
  const [mobile, setMobile] = useState(isMobileWidth);
  useEffect(() => {
    const update = () => setMobile(isMobileWidth());
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return mobile;
}
