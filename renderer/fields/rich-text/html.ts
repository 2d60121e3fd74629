/**
 * Rich-text HTML between storage and the screen. Stored HTML names our images by their static URL without a token
 * (the server drops one if sent); shown, each such image needs the viewer's token (`_tk`), which fileUrl adds.
 * DOMPurify cleans what is shown: the server sanitises too, this keeps a detail view safe whatever it is handed.
 */
import DOMPurify from 'dompurify';
import { STATIC_PATH } from '@shared/services/upload';

const STORED_IMAGE = new RegExp(`${STATIC_PATH.replace(/\//g, '\\/')}\\/([^?#]+)`);

/** The stored path of an image URL of ours (`/api/sys/common/static/notice/a.png?…` → notice/a.png), else null. */
export function storedImagePath(src: string): string | null {
  const match = STORED_IMAGE.exec(src);
  if (!match || /^[a-z][a-z0-9+.-]*:/i.test(src.replace(/^https?:\/\//i, ''))) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

/** A box in a document of its own: images in it do not load (one in the page's document would fetch at once). */
const inertBox = () => document.implementation.createHTMLDocument('').createElement('div');

const PURIFY = {
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option', 'iframe', 'object', 'embed', 'svg', 'math'],
  FORBID_ATTR: ['srcset', 'formaction'],
  // Links the editor made open in a new tab; every such link gets rel="noopener noreferrer" below.
  ADD_ATTR: ['target'],
};

/**
 * `html` cleaned for showing, every image of ours pointed at a URL the viewer may load (`toUrl(path)`); `shown`
 * learns which shown URL stands for which stored one, so the editor can hand back what was stored.
 */
export function htmlForDisplay(html: string | null | undefined, toUrl: (path: string) => string, shown?: Map<string, string>): string {
  if (!html) return '';
  const box = inertBox();
  box.innerHTML = DOMPurify.sanitize(html, PURIFY);
  for (const img of Array.from(box.querySelectorAll('img'))) {
    const src = img.getAttribute('src') ?? '';
    const path = storedImagePath(src);
    if (!path) continue;
    const url = toUrl(path);
    shown?.set(url, src);
    img.setAttribute('src', url);
  }
  for (const a of Array.from(box.querySelectorAll('a[target]'))) {
    if (a.getAttribute('target') === '_blank') a.setAttribute('rel', 'noopener noreferrer');
    else a.removeAttribute('target');
  }
  return box.innerHTML;
}

/** The editor's HTML as it is stored: shown image URLs back to their stored ones; an empty document is ''. */
export function htmlForStorage(html: string, shown: Map<string, string>): string {
  const box = inertBox();
  box.innerHTML = html;
  for (const img of Array.from(box.querySelectorAll('img'))) {
    const stored = shown.get(img.getAttribute('src') ?? '');
    if (stored) img.setAttribute('src', stored);
  }
  const empty = !box.textContent?.trim() && !box.querySelector('img, hr, table');
  return empty ? '' : box.innerHTML;
}
