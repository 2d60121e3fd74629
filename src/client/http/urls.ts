/** Static file URLs (000 §7.1): static domain plus path unless already absolute; `_tk` for authenticated images. */
import { upload } from '@shared/services';
import { appConfig } from '../config';
import { session } from '../stores/session';

export function staticUrl(path: string | null | undefined): string {
  if (!path) return '';
  if (/^https?:\/\//i.test(path) || path.startsWith('data:')) return path;
  const domain = appConfig.staticDomain || (session.backendBase || appConfig.apiBase) + upload.STATIC_PATH;
  return `${domain.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** The URL with the access token as `_tk`, for images and downloads the browser fetches itself. */
export function withToken(url: string, token = session.token): string {
  if (!url || !token) return url;
  return `${url}${url.includes('?') ? '&' : '?'}_tk=${encodeURIComponent(token)}`;
}
