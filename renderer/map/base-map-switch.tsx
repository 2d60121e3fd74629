import { Segmented } from 'antd';
import type { BaseKind } from './base-layers';
import { mapTexts } from './texts';
import type { BaseMap } from './use-base-map';

/** The vector/satellite switch, offered when the tile source has both. */
export function BaseMapSwitch({ base }: { base: BaseMap }) {
  if (!base.canSwitch) return null;
  return (
    <Segmented<BaseKind>
      size="small"
      value={base.kind}
      onChange={base.setKind}
      options={[
        { label: mapTexts.vector, value: 'vec' },
        { label: mapTexts.satellite, value: 'img' },
      ]}
    />
  );
}

/** The corner notice when the map has no base map: the region layers work without one. */
export function BaseMapNotice({ base }: { base: BaseMap }) {
  return base.notice ? (
    <div className="zhdj-map-notice" role="status">
      {base.notice}
    </div>
  ) : null;
}
