/**
 * The data provider and permissions of a preview: every call carries the preview token (the server answers reads
 * only, as the chosen user), and a failed call is shown, never ends the administrator's own session.
 */
import type { DataProvider, Permissions } from '@renderer/data-provider';
import { permission as permissionApi } from '@shared/services';
import type { PreviewGrant } from '@shared/services/playground';
import { feedback, NOTICE_TITLE } from '../../app/feedback';
import { appConfig } from '../../config';
import { createDataProvider } from '../../data/data-provider';
import { bindCall } from '../../http/call';
import { createHttp } from '../../http/create-http';
import { canDo } from '../../permission/checker';
import { session } from '../../stores/session';

export interface Preview {
  grant: PreviewGrant;
  provider: DataProvider;
  permissions: Permissions;
}

/** A preview as the grant's user: its own HTTP instance, data provider and button permissions. */
export async function openPreview(grant: Preview['grant']): Promise<Preview> {
  const http = createHttp({
    timeoutMs: appConfig.timeoutMs,
    context: () => ({
      token: grant.token,
      tenantId: session.tenantId,
      pathname: '/',
      loginBase: appConfig.loginBase,
      backendBase: session.backendBase || appConfig.apiBase,
      signSecret: appConfig.signSecret,
      now: Date.now(),
    }),
    onError: (verdict) =>
      feedback.notification.error({ message: NOTICE_TITLE, description: verdict.kind === 'expired' ? '预览已过期，请重新预览' : verdict.text, duration: 4 }),
  });
  const provider = createDataProvider({ http, user: () => ({ regionCode: grant.regionCode }), token: () => grant.token });
  const answer = await bindCall(http).fetchResult(permissionApi.userPermissionByToken, {});
  const source = { auth: answer.auth ?? [], allAuth: answer.allAuth ?? [] };
  return { grant, provider, permissions: { can: (action) => canDo(source, action) } };
}
