import { useEffect, useState } from 'react';
import { Alert, Empty, Spin, Tag, Tree, type TreeDataNode } from 'antd';
import { playground } from '@shared/services';
import type { MenuPreview, MenuPreviewNode } from '@shared/services/playground';
import { fetchResult } from '../../http';

const toNodes = (nodes: MenuPreviewNode[]): TreeDataNode[] =>
  nodes.map((n) => ({
    key: n.path,
    title: (
      <span>
        {n.name} <code style={{ color: '#999' }}>{n.path}</code>{' '}
        {n.buttons.map((b) => (
          <Tag key={b}>{b}</Tag>
        ))}
      </span>
    ),
    children: toNodes(n.children),
  }));

/** The edited menu file as the user's roles would see it once it ships (their grants in roles.json). */
export function MenuTreePreview({ text, username }: { text: string; username: string }) {
  const [preview, setPreview] = useState<MenuPreview | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    let live = true;
    setPreview(null);
    setError('');
    fetchResult(playground.menuPreview, { text, username }, { notify: false })
      .then((p) => live && setPreview(p))
      .catch((e: Error) => live && setError(e.message));
    return () => {
      live = false;
    };
  }, [text, username]);
  if (error) return <Alert type="warning" showIcon message={error} />;
  if (!preview) return <Spin />;
  return (
    <div className="zhdj-playground-menus">
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 12 }}
        message={`${preview.username} 的角色（${preview.roles.join('、') || '无'}）按 roles.json 的授权看到的菜单`}
      />
      {preview.tree.length ? <Tree defaultExpandAll selectable={false} treeData={toNodes(preview.tree)} /> : <Empty description="该用户看不到任何菜单" />}
    </div>
  );
}
