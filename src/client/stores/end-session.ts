/** Logging out locally (000 §4): token, user, dictionary cache, tenant, menu and tabs go; the base path resets. */
import { clearDictionaries } from './dictionaries';
import { clearPermissions } from './permissions';
import { clearSessionState } from './session';
import { clearTabs } from './tabs';

export function endSession(): void {
  clearSessionState();
  clearDictionaries();
  clearPermissions();
  clearTabs();
}
