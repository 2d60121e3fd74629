/**
 * The gridPersonList entry (000 §2.2): init parameters by the query's regionCode and token are fetched and stored
 * (socket address, user id, backend address, user info) before the page shows; a failure shows the server message.
 * Then the 网格员 of that region show (screen grid-person-list), read with the token the server has just accepted.
 */
import { useEffect, useMemo, useState } from 'react';
import { Alert, Spin } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { session as sessionApi, type InitParam } from '@shared/services';
import { fetchResult } from '../../http';
import { KEYS, setCached } from '../../storage/cache';
import { lazyPage } from '../../router/lazy-page';
import { session, setBackendBase, setToken, setUserInfo } from '../../stores/session';

// The same chunk as the workspace's screens: the renderer is not part of the first download.
const ScreenPage = lazyPage<{ screenId: string; params?: Record<string, string> }>('renderer/screen-page', () => import('@renderer/screens/screen-page'));

export function storeInitParam(r: InitParam): void {
  if (r.socketUrl) setCached(KEYS.socketUrl, r.socketUrl);
  if (r.systemUser?.id) setCached(KEYS.systemUserId, r.systemUser.id);
  if (r.serverUrl) setBackendBase(r.serverUrl);
  if (r.userInfo) setUserInfo(r.userInfo);
}

export default function GridPersonEntry() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [state, setState] = useState<'loading' | 'ready' | { error: string }>('loading');
  const regionCode = params.get('regionCode') ?? '';
  // The address's token once, then the stored one: the token leaves the address bar (and the history) at once, so
  // a reload or a copied link carries only the region.
  const [token] = useState(() => params.get('token') ?? session.token);
  useEffect(() => {
    if (params.has('token')) navigate(`/gridPersonList?regionCode=${encodeURIComponent(regionCode)}`, { replace: true });
  }, [params, regionCode, navigate]);
  const screenParams = useMemo(() => ({ regionCode }), [regionCode]);

  useEffect(() => {
    let live = true;
    setState('loading');
    fetchResult(sessionApi.threeImplInitParam, { argRegionCode: regionCode, token }, { notify: false })
      .then((r) => {
        storeInitParam(r ?? {});
        // The server has checked the token and that the region is the token holder's: the list's calls carry it.
        setToken(token);
        if (live) setState('ready');
      })
      .catch((e: unknown) => live && setState({ error: e instanceof Error ? e.message : '初始化参数获取失败' }));
    return () => {
      live = false;
    };
  }, [regionCode, token]);

  if (state === 'loading') return <Spin style={{ display: 'block', margin: '64px auto' }} />;
  if (state !== 'ready') return <Alert type="error" showIcon message="初始化失败" description={state.error} style={{ margin: 24 }} />;
  return <ScreenPage screenId="grid-person-list" params={screenParams} />;
}
