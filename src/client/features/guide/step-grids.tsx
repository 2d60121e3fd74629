import { useMemo, useState } from 'react';
import { App, Button } from 'antd';
import { useSnapshot } from 'valtio';
import { EmbeddedList } from '@renderer/screens/embedded-list';
import { guide } from '@shared/services';
import { fetchResult } from '../../http';
import { session } from '../../stores/session';
import { guideTexts } from './texts';

/**
 * The step's table (schemas/screens/guide-grid-list.json): gridNewList's rows, the grid list's own form dialog, the
 * drawing in 标绘网格.
 */
export const GUIDE_GRID_SCREEN = 'guide-grid-list';

/**
 * Step 4: the community's grids, each to be completed and drawn (a schema list screen, its new grids fixed to the
 * caller's community); 完成 checks the grids as they are now and asks the server to end the guide, which checks again.
 */
export function StepGrids({ onPrev, onDone }: { onPrev(): void; onDone(): void }) {
  const { message } = App.useApp();
  const regionCode = useSnapshot(session).userInfo?.regionCode ?? '';
  const fixed = useMemo(() => ({ regionCode }), [regionCode]);
  const [busy, setBusy] = useState(false);

  const finish = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const grids = await fetchResult(guide.gridNewList, {});
      if (!grids.length || grids.some((g) => !g.hasEdit || Number(g.drawStatus) !== 1)) return void message.warning(guideTexts.completeGrids);
      await fetchResult(guide.completeGuide, {});
      onDone();
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="guide-step-grids">
      <EmbeddedList screenId={GUIDE_GRID_SCREEN} fixed={fixed} />
      <div className="setup-wizard__buttons">
        <Button onClick={onPrev}>{guideTexts.prev}</Button>
        <Button type="primary" loading={busy} onClick={() => void finish().catch(() => undefined)}>{guideTexts.finish}</Button>
      </div>
    </div>
  );
}
