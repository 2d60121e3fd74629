import { useState } from 'react';
import { App, Button } from 'antd';
import { useSnapshot } from 'valtio';
import { MapDrawer, type DrawerHandle } from '@renderer/fields/map-drawer';
import { session } from '../../stores/session';
import { guideTexts } from './texts';

/**
 * Step 3: the community's range on the map (标绘社区范围, 001 §2, §4). The drawing screen is driven by the wizard's
 * buttons through its handle (its own 确定 is hidden): 上一步 saves unsaved edits and returns to step 2; 下一步 warns
 * 至少绘制一处网格 while no polygon is on the screen, else saves unsaved edits and moves to step 4. A refused or
 * failed save keeps the step, with the drawing screen's message.
 */
export function StepRange({ onPrev, onNext }: { onPrev(): void; onNext(): void }) {
  const { message } = App.useApp();
  const regionCode = useSnapshot(session).userInfo?.regionCode ?? '';
  const [drawer, setDrawer] = useState<DrawerHandle | null>(null);
  const [busy, setBusy] = useState<'prev' | 'next' | null>(null);

  /** Whether the drawing may be left: nothing unsaved, or saved now. */
  const saved = async (h: DrawerHandle, button: 'prev' | 'next') => {
    if (!h.isChanged()) return true;
    setBusy(button);
    try {
      return (await h.save()) !== null;
    } finally {
      setBusy(null);
    }
  };
  const prev = async () => {
    if (busy) return;
    // Without a handle the drawing screen has not loaded (or failed to): nothing to save.
    if (!drawer || (await saved(drawer, 'prev'))) onPrev();
  };
  const next = async () => {
    if (busy || !drawer) return;
    if (drawer.polygonCount() === 0) return void message.warning(guideTexts.drawAtLeastOne);
    if (await saved(drawer, 'next')) onNext();
  };
  return (
    <div className="guide-step-range">
      <div className="setup-wizard__map">
        <MapDrawer regionCode={regionCode} allowMarks title={guideTexts.titles[2]} hideConfirm onReady={setDrawer} />
      </div>
      <div className="setup-wizard__buttons">
        <Button onClick={() => void prev()} loading={busy === 'prev'} disabled={busy === 'next'}>
          {guideTexts.prev}
        </Button>
        <Button type="primary" onClick={() => void next()} loading={busy === 'next'} disabled={!drawer || busy === 'prev'}>
          {guideTexts.next}
        </Button>
      </div>
    </div>
  );
}
