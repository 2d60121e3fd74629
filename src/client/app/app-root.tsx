/** The app root: antd in Chinese with the chosen theme colour, the app shell (feedback), data and permission contexts. */
import { useEffect, useState, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { BrowserRouter } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { DataProviderContext, PermissionContext } from '@renderer/data-provider';
import { SharedRowsContext } from '@renderer/shared-rows';
import { session as sessionApi } from '@shared/services';
import { appConfig } from '../config';
import { dataProvider } from '../data/data-provider';
import { fetchResult } from '../http';
import { useHas } from '../permission/has';
import { sharedRows } from '../push/shared-table-socket';
import { AppRoutes } from '../router/app-routes';
import { setSadnessMode, settings } from '../stores/settings';
import { setSsoFromInitParam } from '../stores/sso';
import { AppShell } from './app-shell';

/** Grey (sadnessMode) and colour-weak mode act on the whole page. */
function useDisplayFilters(): void {
  const { sadnessMode, preferences } = useSnapshot(settings);
  useEffect(() => {
    const filters = [sadnessMode ? 'grayscale(100%)' : '', preferences.colorWeak ? 'invert(80%)' : ''].filter(Boolean);
    document.documentElement.style.filter = filters.join(' ');
  }, [sadnessMode, preferences.colorWeak]);
}

/** The app-wide init parameter: sadnessMode turns everything grey (000 §1); whether CAS is on (000 §2.2). */
function useInitParam(): void {
  useEffect(() => {
    fetchResult(sessionApi.systemInitParam, {}, { notify: false })
      .then((r) => {
        setSadnessMode(r?.sadnessMode === true);
        setSsoFromInitParam(r);
      })
      .catch(() => {
        setSadnessMode(false);
        setSsoFromInitParam(null);
      });
  }, []);
}

/** Honours the system's reduced-motion setting: antd then shows menus, dropdowns and dialogs without animation. */
function usePrefersReducedMotion(): boolean {
  const query = '(prefers-reduced-motion: reduce)';
  const [reduced, setReduced] = useState(() => window.matchMedia?.(query).matches ?? false);
  useEffect(() => {
    const list = window.matchMedia?.(query);
    if (!list) return;
    const update = () => setReduced(list.matches);
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, []);
  return reduced;
}

function GlobalPermissions({ children }: { children: ReactNode }) {
  return <PermissionContext.Provider value={useHas()}>{children}</PermissionContext.Provider>;
}

export function AppRoot() {
  const { primaryColor } = useSnapshot(settings).preferences;
  const reducedMotion = usePrefersReducedMotion();
  useDisplayFilters();
  useInitParam();
  return (
    <ConfigProvider locale={zhCN} theme={{ token: { colorPrimary: primaryColor, motion: !reducedMotion } }}>
      <AppShell>
        <DataProviderContext.Provider value={dataProvider}>
          <SharedRowsContext.Provider value={sharedRows}>
            <GlobalPermissions>
              <BrowserRouter basename={appConfig.basePath.replace(/\/$/, '')}>
                <AppRoutes />
              </BrowserRouter>
            </GlobalPermissions>
          </SharedRowsContext.Provider>
        </DataProviderContext.Provider>
      </AppShell>
    </ConfigProvider>
  );
}
