import { useMemo, useState } from 'react';
import { Alert, AutoComplete, Button, Empty, Space } from 'antd';
import { DataProviderContext, NavigatorContext, PermissionContext, type DataProvider } from '@renderer/data-provider';
import ScreenPage from '@renderer/screens/screen-page';
import type { ScreenSchema } from '@renderer/screens/screen-schema';
import { playground } from '@shared/services';
import { fetchResult } from '../../http';
import { feedback } from '../../app/feedback';
import { openPreview, type Preview } from './preview-host';

const ACCOUNTS = ['community01', 'community02', 'street01', 'grid01', 'admin'].map((value) => ({ value }));

export interface PreviewPaneProps {
  /** The screen id of the edited file (screens/<id>.json); null for entities and menus. */
  screenId: string | null;
  /** The edited screen as last parsed, rendered instead of the shipped one. */
  screen: ScreenSchema | null;
  /** Changes with every accepted edit, so the preview renders it again. */
  version: number;
}

/** The edited screen rendered by the real renderer against the real server, as the chosen user sees it, read-only. */
export function PreviewPane({ screenId, screen, version }: PreviewPaneProps) {
  const [username, setUsername] = useState('community01');
  const [preview, setPreview] = useState<Preview | null>(null);
  const [loading, setLoading] = useState(false);

  const start = async () => {
    setLoading(true);
    try {
      setPreview(await openPreview(await fetchResult(playground.previewToken, { username: username.trim() })));
    } finally {
      setLoading(false);
    }
  };

  // The edited screen stands in for the shipped one; its entity and everything else come from the server.
  const provider = useMemo<DataProvider | null>(() => {
    if (!preview) return null;
    const base = preview.provider;
    return {
      ...base,
      screen: async ({ id }) => {
        const answer = await base.screen({ id });
        return id === screenId && screen ? { ...answer, screen } : answer;
      },
    };
  }, [preview, screenId, screen]);

  return (
    <div className="zhdj-playground-preview">
      <Space wrap style={{ marginBottom: 12 }}>
        <span>预览身份</span>
        <AutoComplete aria-label="预览身份" value={username} onChange={setUsername} options={ACCOUNTS} style={{ width: 180 }} />
        <Button type="primary" loading={loading} onClick={() => void start()} disabled={!username.trim()}>
          以此身份预览
        </Button>
      </Space>
      {preview && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          message={`只读预览：${preview.grant.realname || preview.grant.username}（${preview.grant.username}）看到的页面`}
          description="数据和按钮都按该用户的权限和管辖区域显示；服务器拒绝预览中的一切修改，预览令牌十分钟后失效。"
        />
      )}
      {!screenId ? (
        <Empty description="实体和菜单文件没有页面预览：打开使用它的页面文件即可预览" />
      ) : !provider ? (
        <Empty description="选择一个用户，点击“以此身份预览”" />
      ) : (
        <DataProviderContext.Provider value={provider}>
          <PermissionContext.Provider value={preview!.permissions}>
            <NavigatorContext.Provider value={{ open: () => void feedback.message.info('预览中不打开其他页面'), canOpen: () => false }}>
              <ScreenPage key={`${screenId}:${version}:${preview!.grant.token}`} screenId={screenId} />
            </NavigatorContext.Provider>
          </PermissionContext.Provider>
        </DataProviderContext.Provider>
      )}
    </div>
  );
}
