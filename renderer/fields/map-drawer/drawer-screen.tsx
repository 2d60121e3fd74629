import { useEffect, useRef, useState } from 'react';
import { Alert, Button } from 'antd';
import { boundsOf } from '../../map/geometry';
import { BaseMapNotice } from '../../map/base-map-switch';
import { randomColor } from '../../map/constants';
import { fitTo } from '../../map/leaflet';
import type { MapApi } from '../../map/map-api';
import { useBaseMap } from '../../map/use-base-map';
import { useLeafletMap } from '../../map/use-leaflet-map';
import { useFeedback } from '../../hooks/use-feedback';
import { OverlapDialog } from './overlap-dialog';
import { OverlapList } from './overlap-list';
import { SettingsModal } from './settings-modal';
import { drawerTexts } from './texts';
import { ToolBar } from './tool-bar';
import { TopBar } from './top-bar';
import { useDrawer } from './use-drawer';
import type { DrawerData } from './use-drawer-data';
import { useDrawerEvents } from './use-drawer-events';
import { DEFAULT_DISPLAY, useContextLayers, useOwnLayer, useSketchLayer } from './use-drawer-layers';
import { useDrawerSave, type SaveResult } from './use-drawer-save';

export interface DrawerScreenProps {
  data: DrawerData;
  api: MapApi;
  regionCode: string;
  allowMarks: boolean;
  readOnly: boolean;
  title?: string;
  onBack?(): void;
  onDone?(result: SaveResult): void;
}

/** The drawing screen once its data has loaded: top bar, map with tools and panels, 确定, and the dialogs. */
export function DrawerScreen({ data, api, regionCode, allowMarks, readOnly, title, onBack, onDone }: DrawerScreenProps) {
  const { message, modal } = useFeedback();
  const editable = data.mayDraw && !readOnly;
  const drawer = useDrawer(data, { allowMarks, warn: (text) => void message.warning(text) });
  const { ref, map } = useLeafletMap();
  const base = useBaseMap(map, api);
  const [display, setDisplay] = useState(DEFAULT_DISPLAY);
  const [color, setColor] = useState(() => randomColor());
  const [listOpen, setListOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const { saving, save } = useDrawerSave({ api, regionCode, allowMarks, initialVersions: data.versions, initialPoint: data.doc.point, message });
  useContextLayers(map, data, drawer, display);
  useOwnLayer(map, data, drawer, display, color);
  useSketchLayer(map, drawer, color);
  useDrawerEvents(map, data, drawer, () => editable && !!ref.current?.offsetParent);

  const fitted = useRef(false);
  useEffect(() => {
    if (!map || fitted.current) return;
    fitted.current = true;
    fitTo(map, boundsOf([data.doc.own]) ?? boundsOf([data.parent?.shape ?? []]) ?? boundsOf(data.doc.siblings.map((s) => s.shape)));
  }, [map, data]);

  async function confirm() {
    // 001 §4: saving in edit mode only ends editing.
    if (drawer.tool.editType === 'editPg') return drawer.dispatch({ type: 'tool', tool: 'editPg' });
    const saved = await save(drawer.doc);
    if (!saved) return;
    drawer.saved(saved.doc);
    onDone?.(saved.result);
  }

  const { editType, line } = drawer.tool;
  const drawing = editType === 'pg' || editType === 'hollowing' || editType === 'pt';
  return (
    <div className="zhdj-drawer">
      <TopBar map={map} api={api} regionCode={regionCode} title={title ?? data.name} display={display} onDisplay={setDisplay} listOpen={listOpen} onToggleList={() => setListOpen(!listOpen)} color={color} onColor={setColor} base={base} onBack={onBack} />
      <div className="zhdj-drawer-body">
        <div ref={ref} className={`zhdj-map zhdj-drawer-map${drawing ? ' zhdj-map--crosshair' : ''}`} data-edit-type={editType} aria-label={`${data.name} 地图`} />
        <BaseMapNotice base={base} />
        <div className="zhdj-drawer-hints">
          {!data.parent && <Alert type="info" showIcon message={drawerTexts.parentNotDrawn} />}
          {!data.mayDraw && <Alert type="warning" showIcon message={drawerTexts.readOnly} />}
          {(editType === 'pg' || editType === 'hollowing') && <Alert type="info" message={drawerTexts.drawHint} />}
          {editType === 'editPg' && <Alert type="info" message={drawerTexts.editHint} />}
        </div>
        {editable && <ToolBar drawer={drawer} allowMarks={allowMarks} editable={editable} display={display} onDisplay={setDisplay} onSettings={() => setSettingsOpen(true)} />}
        {listOpen && <OverlapList overlaps={drawer.overlaps} disabled={!editable} onCut={drawer.cut} confirm={(p) => void modal.confirm({ ...p, okText: drawerTexts.ok, cancelText: drawerTexts.cancel, width: 400 })} />}
        {line.length > 0 && (
          <div className="zhdj-drawer-sketch-actions">
            <Button onClick={() => drawer.dispatch({ type: 'backspace' })}>{drawerTexts.undoPoint}</Button>
            <Button onClick={() => drawer.dispatch({ type: 'esc' })}>{drawerTexts.abandon}</Button>
          </div>
        )}
      </div>
      {editable && (
        <div className="zhdj-drawer-footer">
          <Button type="primary" loading={saving} onClick={() => void confirm()}>
            {drawerTexts.ok}
          </Button>
        </div>
      )}
      <OverlapDialog pending={drawer.pending} onAnswer={drawer.answer} />
      <SettingsModal open={settingsOpen} settings={drawer.settings} onChange={drawer.setSettings} onClose={() => setSettingsOpen(false)} />
    </div>
  );
}
