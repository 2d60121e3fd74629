import { appConfig } from '../config';

/** Footer with the copyright line. */
export function GlobalFooter() {
  return (
    <footer className="global-footer">
      Copyright © {new Date().getFullYear()} {appConfig.title}
    </footer>
  );
}
