/**
 * The mobile app's versions (002 §2.3, §7 AppPushController): an administrator keeps them (the generic routes of the
 * appVersion entity); every logged-in user reads the newest for the header's download QR code.
 */
import { get } from './define.js';

/** The newest released Android version, or null when there is none yet. */
export interface LastAppVersion {
  versionName: string;
  versionCode: number;
  downloadUrl: string;
  guidePageUrl: string | null;
  releaseNote: string | null;
  releaseTime: string;
}

export const lastVersion = get<Record<string, never>, LastAppVersion | null>('/AppPushController/queryLastAppVersionInfo');
