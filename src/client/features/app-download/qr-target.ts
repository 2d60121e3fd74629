import type { LastAppVersion } from '@shared/services/app-push';

/**
 * What the QR code encodes: the guide page when the version has one (it tells a phone that scanned inside WeChat,
 * which blocks app downloads, to open the system browser), else the download link itself; nothing without a version.
 */
export function qrTarget(version: LastAppVersion | null | undefined): string | null {
  return version?.guidePageUrl || version?.downloadUrl || null;
}
