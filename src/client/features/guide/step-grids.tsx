import { useMemo, useState } from 'react';
import { Alert, Button } from 'antd';
import { useSnapshot } from 'valtio';
import { EmbeddedList } from '@renderer/screens/embedded-list';
import { guide } from '@shared/services';
import { fetchResult } from '../../http';
import { session } from '../../stores/session';
import { incompleteGrids, incompleteLines } from './incomplete-grids';
import { guideTexts } from './texts';

/**
 * The step's table (schemas/screens/guide-grid-list.json): gridNewList's rows, the grid list's own form dialog, the
 * drawing in 标绘网格.
 */
export const GUIDE_GRID_SCREEN = 'guide-grid-list';

/**
 * Step 4: the community's grids, each to be completed and drawn (a schema list screen, its new grids fixed to the
 * caller's community); 完成 checks the grids as they are now and asks the server to end the guide, which checks again.
 * A refusal names the grids still to do and why, and stays until the user closes it or tries again: a passing toast
 * left them guessing which of many grids was meant.
 */
export function StepGrids({ onPrev, onDone }: { onPrev(): void; onDone(): void }) {
  const regionCode = useSnapshot(session).userInfo?.regionCode ?? '';
  const fixed = useMemo(() => ({ regionCode }), [regionCode]);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string[] | null>(null);

  const finish = async () => {
    if (busy) return;
    setBusy(true);
    setRefusal(null);
    try {
      const grids = await fetchResult(guide.gridNewList, {});
      const todo = incompleteGrids(grids);
      if (!grids.length || todo.length) return void setRefusal(grids.length ? incompleteLines(todo) : [guideTexts.noGrids]);
      await fetchResult(guide.completeGuide, {});
      onDone();
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="guide-step-grids">
      <EmbeddedList screenId={GUIDE_GRID_SCREEN} fixed={fixed} />
      {refusal && (
        <Alert
          className="guide-step-grids__refusal"
          type="warning"
          showIcon
          closable
          onClose={() => setRefusal(null)}
          message={guideTexts.completeGrids}
          description={
            <ul style={{ margin: 0, paddingLeft: 20 }}>
              {refusal.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          }
          style={{ marginTop: 16 }}
        />
      )}
      <div className="setup-wizard__buttons">
        <Button onClick={onPrev}>{guideTexts.prev}</Button>
        <Button type="primary" loading={busy} onClick={() => void finish().catch(() => undefined)}>
          {guideTexts.finish}
        </Button>
      </div>
    </div>
  );
}
