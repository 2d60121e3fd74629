import { useEffect, useState } from 'react';
import { Alert, Card } from 'antd';
import type { DataProvider } from '@renderer/data-provider';
import type { ScreenSchema } from '@renderer/screens/screen-schema';
import { playground, schema } from '@shared/services';
import type { ResolvedDraft } from '@shared/services/playground';
import { fetchResult } from '../../http';
import { draftSnapshotDiff, type SnapshotDiff } from './outline-diff';

const COLORS = { added: '#f6ffed', removed: '#fff1f0', same: 'transparent' } as const;
const SIGNS = { added: '+', removed: '-', same: ' ' } as const;
/** Unchanged lines kept around a change, so a changed field is seen in its place. */
const CONTEXT = 2;

/** The shipped screens a `formFrom` list borrows its form from, as the administrator reads them. */
const shippedScreens: Pick<DataProvider, 'screen'> = {
  async screen({ id }) {
    const answer = await fetchResult(schema.screen, { id }, { notify: false });
    return { screen: answer.screen as ScreenSchema, entity: answer.entity };
  },
};

/**
 * The edited screen's page snapshot against the committed one (tests/schemas/__outlines__), once the server's check
 * passes and it has resolved the screen's entity: what the schema snapshot test would report, before the suite runs.
 */
export function SnapshotDiffView({ screenId, draft }: { screenId: string; draft: ResolvedDraft | string | null }) {
  const [diff, setDiff] = useState<SnapshotDiff | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    let live = true;
    const show = (d: SnapshotDiff | null, message: string) => {
      if (!live) return;
      setDiff(d);
      setError(message);
    };
    show(null, '');
    if (typeof draft === 'string') show(null, `无法生成页面快照：${draft}`);
    else if (draft?.screen)
      fetchResult(playground.outline, { id: screenId }, { notify: false })
        .then((committed) => draftSnapshotDiff(shippedScreens, draft, committed))
        .then((d) => show(d, ''))
        .catch((e: Error) => show(null, `无法生成页面快照：${e.message}`));
    return () => {
      live = false;
    };
  }, [screenId, draft]);
  if (error) return <Alert type="warning" showIcon message={error} />;
  if (!diff) return null;
  const near = (i: number) => diff.lines.slice(Math.max(0, i - CONTEXT), i + CONTEXT + 1).some((l) => l.kind !== 'same');
  const title = !diff.committed
    ? '页面快照：新页面，尚无已提交的快照'
    : diff.changed
      ? '页面快照：与已提交的快照不同，快照测试需更新'
      : '页面快照：与已提交的快照一致';
  return (
    <Card size="small" title={title} className="zhdj-playground-snapshot">
      <pre style={{ margin: 0, maxHeight: 240, overflow: 'auto', fontSize: 12 }}>
        {diff.lines.map((l, i) =>
          near(i) ? (
            <div key={i} className={`zhdj-snapshot-${l.kind}`} style={{ background: COLORS[l.kind] }}>
              {SIGNS[l.kind]} {l.text}
            </div>
          ) : null,
        )}
      </pre>
    </Card>
  );
}
