/** Visual preferences (000 §1, §9), remembered in local storage, plus the device class and the grey mode. */
import { proxy, subscribe } from 'valtio';
import { getCached, KEYS, setCached } from '../storage/cache';

export interface Preferences {
  primaryColor: string;
  layout: 'sidemenu' | 'topmenu';
  fixedHeader: boolean;
  fixedSidebar: boolean;
  contentWidth: 'Fluid' | 'Fixed';
  autoHideHeader: boolean;
  colorWeak: boolean;
  multiPage: boolean;
  sidebarCollapsed: boolean;
}

export const DEFAULT_PREFERENCES: Preferences = {
  primaryColor: '#1890FF',
  layout: 'sidemenu',
  fixedHeader: true,
  fixedSidebar: true,
  contentWidth: 'Fluid',
  autoHideHeader: false,
  colorWeak: false,
  multiPage: true,
  sidebarCollapsed: false,
};

/** Below 1088 px the layout is mobile (breakpoint 1087.99 px, 000 §2.4). */
export const MOBILE_MAX_WIDTH = 1087.99;
export type Device = 'desktop' | 'mobile';
export const deviceForWidth = (width: number): Device => (width <= MOBILE_MAX_WIDTH ? 'mobile' : 'desktop');

export interface SettingsState {
  preferences: Preferences;
  device: Device;
  /** From the server's init parameter: the whole app in grey. */
  sadnessMode: boolean;
}

const initialWidth = typeof window !== 'undefined' ? window.innerWidth : 1440;

export const settings = proxy<SettingsState>({
  preferences: { ...DEFAULT_PREFERENCES, ...(getCached<Partial<Preferences>>(KEYS.settings) ?? {}) },
  device: deviceForWidth(initialWidth),
  sadnessMode: false,
});

subscribe(settings.preferences, () => setCached(KEYS.settings, { ...settings.preferences }));

export function setPreference<K extends keyof Preferences>(key: K, value: Preferences[K]): void {
  settings.preferences[key] = value;
}

export function resetPreferences(): void {
  Object.assign(settings.preferences, DEFAULT_PREFERENCES);
}

export function setDevice(device: Device): void {
  if (settings.device !== device) settings.device = device;
}

export function setSadnessMode(on: boolean): void {
  settings.sadnessMode = on;
}
