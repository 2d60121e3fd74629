import { useEffect, useState } from 'react';
import { Button, Checkbox, Empty } from 'antd';
import type { Sibling } from '@shared/geo';
import { drawerTexts } from './texts';

/**
 * 网格列表: the neighbours the own shape overlaps now (those the user chose to coexist with), with select-all and
 * 删除, which cuts the chosen overlaps out after the confirmation 确认裁剪选中区域？.
 */
export function OverlapList({
  overlaps,
  disabled,
  onCut,
  confirm,
}: {
  overlaps: Sibling[];
  disabled: boolean;
  onCut(codes: string[]): void;
  confirm(p: { title: string; content: string; onOk(): void }): void;
}) {
  const [chosen, setChosen] = useState<string[]>([]);
  useEffect(() => setChosen((c) => c.filter((code) => overlaps.some((o) => o.regionCode === code))), [overlaps]);
  const all = overlaps.length > 0 && chosen.length === overlaps.length;
  return (
    <div className="zhdj-drawer-panel zhdj-overlap-list" aria-label={drawerTexts.overlapListTitle}>
      <div className="zhdj-drawer-panel__title">{drawerTexts.overlapListTitle}</div>
      {overlaps.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={drawerTexts.noOverlap} />
      ) : (
        <>
          <Checkbox
            indeterminate={chosen.length > 0 && !all}
            checked={all}
            onChange={(e) => setChosen(e.target.checked ? overlaps.map((o) => o.regionCode) : [])}
          >
            {drawerTexts.selectAll}
          </Checkbox>
          <Checkbox.Group
            value={chosen}
            onChange={(v) => setChosen(v as string[])}
            className="zhdj-overlap-list__items"
            options={overlaps.map((o) => ({ label: o.name ?? o.regionCode, value: o.regionCode }))}
          />
          <Button
            danger
            size="small"
            disabled={disabled || !chosen.length}
            onClick={() => confirm({ title: drawerTexts.cutConfirmTitle, content: drawerTexts.cutConfirm, onOk: () => onCut(chosen) })}
          >
            {drawerTexts.delete}
          </Button>
        </>
      )}
    </div>
  );
}
