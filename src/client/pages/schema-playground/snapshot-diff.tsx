import { useEffect, useState } from 'react';
import { Alert, Card } from 'antd';
import { playground } from '@shared/services';
import type { SnapshotDiff } from '@shared/services/playground';
import { fetchResult } from '../../http';

const COLORS = { added: '#f6ffed', removed: '#fff1f0', same: 'transparent' } as const;
const SIGNS = { added: '+', removed: '-', same: ' ' } as const;
/** Unchanged lines kept around a change, so a changed field is seen in its place. */
const CONTEXT = 2;

/**
 * The edited screen's page snapshot against the committed one (tests/schemas/__outlines__), asked once the server's
 * check passes: what the schema snapshot test would report, before the suite runs.
 */
export function SnapshotDiffView({ file, text }: { file: string; text: string }) {
  const [diff, setDiff] = useState<SnapshotDiff | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    let live = true;
    const show = (d: SnapshotDiff | null, message: string) => {
      if (!live) return;
      setDiff(d);
      setError(message);
    };
    fetchResult(playground.snapshotDiff, { file, text }, { notify: false })
      .then((d) => show(d, ''))
      .catch((e: Error) => show(null, e.message));
    return () => {
      live = false;
    };
  }, [file, text]);
  if (error) return <Alert type="warning" showIcon message={error} />;
  if (!diff) return null;
  const near = (i: number) => diff.lines.slice(Math.max(0, i - CONTEXT), i + CONTEXT + 1).some((l) => l.kind !== 'same');
  const title = !diff.committed ? '页面快照：新页面，尚无已提交的快照' : diff.changed ? '页面快照：与已提交的快照不同，快照测试需更新' : '页面快照：与已提交的快照一致';
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
