import { App, Button } from 'antd';
import { useSnapshot } from 'valtio';
import { MapDrawer } from '@renderer/fields/map-drawer';
import { gis } from '@shared/services';
import { fetchResult } from '../../http';
import { session } from '../../stores/session';
import { guideTexts } from './texts';

/**
 * Step 3: the community's range on the map (标绘社区范围). The drawing screen saves with its own 确定 and the
 * wizard moves on when it has saved; 下一步 moves on when a drawing of the community is stored, and warns
 * 至少绘制一处网格 when there is none yet.
 */
export function StepRange({ onPrev, onNext }: { onPrev(): void; onNext(): void }) {
  const { message } = App.useApp();
  const regionCode = useSnapshot(session).userInfo?.regionCode ?? '';
  const next = async () => {
    const drawn = await fetchResult(gis.featureByCode, { regionCode });
    if (!drawn?.geometry?.coordinates?.length) return void message.warning(guideTexts.drawAtLeastOne);
    onNext();
  };
  return (
    <div className="guide-step-range">
      <div className="setup-wizard__map">
        <MapDrawer regionCode={regionCode} allowMarks title={guideTexts.titles[2]} onDone={onNext} />
      </div>
      <div className="setup-wizard__buttons">
        <Button onClick={onPrev}>{guideTexts.prev}</Button>
        <Button type="primary" onClick={() => void next()}>{guideTexts.next}</Button>
      </div>
    </div>
  );
}
