import { useMemo, useState } from 'react';
import { Alert, AutoComplete, Button, Card, Empty, Space } from 'antd';
import { DataProviderContext, NavigatorContext, PermissionContext, type DataProvider } from '@renderer/data-provider';
import ScreenPage from '@renderer/screens/screen-page';
import { playground } from '@shared/services';
import type { PlaygroundKind, ResolvedDraft } from '@shared/services/playground';
import { fetchResult } from '../../http';
import { feedback } from '../../app/feedback';
import { draftProvider, GENERATED_FORM, GENERATED_LIST } from './draft-provider';
import { MenuTreePreview } from './menu-preview';
import { openPreview, type Preview } from './preview-host';

const ACCOUNTS = ['community01', 'community02', 'street01', 'grid01', 'admin'].map((value) => ({ value }));

export interface PreviewPaneProps {
  /** The edited file's name (screens/<id>.json, entities/<name>.json, menus.json), shipped or not. */
  file: string;
  kind: PlaygroundKind;
  /** The edited text as it last passed the server's check; null before that. */
  text: string | null;
  /** The edited screen or entity as the server resolved it (useResolvedDraft), or why it could not. */
  draft: ResolvedDraft | string | null;
  /** Changes with every accepted edit, so the preview renders it again. */
  version: number;
}

/**
 * The edited file previewed against the real server, as the chosen user sees it, read-only: a screen (shipped or
 * pasted) rendered by the real renderer, an entity as the list and form the renderer makes from it, the menu file as
 * the user's roles would see the tree.
 */
export function PreviewPane({ file, kind, text, draft, version }: PreviewPaneProps) {
  const [username, setUsername] = useState('community01');
  const [preview, setPreview] = useState<Preview | null>(null);
  const [loading, setLoading] = useState(false);
  const screenId = kind === 'screen' ? file.slice('screens/'.length, -'.json'.length) : null;

  const start = async () => {
    setLoading(true);
    try {
      setPreview(await openPreview(await fetchResult(playground.previewToken, { username: username.trim() })));
    } finally {
      setLoading(false);
    }
  };

  const provider = useMemo<DataProvider | null>(
    () => (preview && draft && typeof draft !== 'string' ? draftProvider(preview.provider, screenId, draft) : null),
    [preview, draft, screenId],
  );

  const page = (id: string) => (
    <DataProviderContext.Provider value={provider!}>
      <PermissionContext.Provider value={preview!.permissions}>
        <NavigatorContext.Provider value={{ open: () => void feedback.message.info('预览中不打开其他页面'), canOpen: () => false }}>
          <ScreenPage key={`${id}:${version}:${preview!.grant.token}`} screenId={id} />
        </NavigatorContext.Provider>
      </PermissionContext.Provider>
    </DataProviderContext.Provider>
  );

  const body = () => {
    if (!preview) return <Empty description="选择一个用户，点击“以此身份预览”" />;
    if (text === null) return <Empty description="检查通过后显示预览" />;
    if (kind === 'menus') return <MenuTreePreview text={text} username={preview.grant.username} />;
    if (typeof draft === 'string') return <Alert type="warning" showIcon message={draft} />;
    if (!provider) return null;
    if (kind === 'screen') return page(screenId!);
    return (
      <Space direction="vertical" style={{ width: '100%' }} className="zhdj-playground-entity">
        <Card size="small" type="inner" title="生成的表单">
          {page(GENERATED_FORM)}
        </Card>
        <Card size="small" type="inner" title="生成的列表">
          {page(GENERATED_LIST)}
        </Card>
      </Space>
    );
  };

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
      {body()}
    </div>
  );
}
