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
import { useDrawerHandle, type DrawerHandle } from './use-drawer-handle';
import { DEFAULT_DISPLAY, useContextLayers, useOwnLayer, useSketchLayer } from './use-drawer-layers';
import { useDrawerSave, type SaveResult } from './use-drawer-save';
import { hasUnsaved, polygonCount, saveGate } from './save-plan';

export interface DrawerScreenProps {
  data: DrawerData;
  api: MapApi;
  regionCode: string;
  allowMarks: boolean;
  readOnly: boolean;
  title?: string;
  /** No 确定 of its own: the host saves through the handle. */
  hideConfirm?: boolean;
  onBack?(): void;
  onDone?(result: SaveResult): void;
  onReady?(handle: DrawerHandle): void;
}

/** The drawing screen once its data has loaded: top bar, map with tools and panels, 确定, and the dialogs. */
export function DrawerScreen({ data, api, regionCode, allowMarks, readOnly, title, hideConfirm, onBack, onDone, onReady }: DrawerScreenProps) {
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

  /** 确定, and the host's save through the handle: one path, so the same payload, messages and spinner. */
  async function confirm(): Promise<SaveResult | null> {
    if (!editable) {
      if (!data.mayDraw) message.warning(drawerTexts.readOnly);
      return null;
    }
    const now = drawer.current();
    switch (saveGate(now.tool, !!now.pending)) {
      case 'endEdit':
        // 001 §4: saving in edit mode only ends editing.
        drawer.dispatch({ type: 'tool', tool: 'editPg' });
        return null;
      case 'drawing':
        // The ring being drawn would be left behind: finish it (double-click) or abandon it first.
        message.warning(drawerTexts.drawHint);
        return null;
      case 'asking':
        return null; // the overlap dialog is open and waits for its answer
      case 'save':
        break;
    }
    const saved = await save(now.doc);
    if (!saved) return null;
    drawer.saved(saved.doc);
    onDone?.(saved.result);
    return saved.result;
  }
  useDrawerHandle(onReady, {
    polygonCount: () => polygonCount(drawer.current().doc, drawer.current().edited),
    isChanged: () => {
      const now = drawer.current();
      return hasUnsaved({ saved: now.baseline, now: now.doc, tool: now.tool, asking: !!now.pending, edited: now.edited });
    },
    save: confirm,
  });

  const { editType, line } = drawer.tool;
  const drawing = editType === 'pg' || editType === 'hollowing' || editType === 'pt';
  return (
    <div className="zhdj-drawer">
      <TopBar
        map={map}
        api={api}
        regionCode={regionCode}
        title={title ?? data.name}
        display={display}
        onDisplay={setDisplay}
        listOpen={listOpen}
        onToggleList={() => setListOpen(!listOpen)}
        color={color}
        onColor={setColor}
        base={base}
        onBack={onBack}
      />
      <div className="zhdj-drawer-body">
        <div
          ref={ref}
          className={`zhdj-map zhdj-drawer-map${drawing ? ' zhdj-map--crosshair' : ''}`}
          data-edit-type={editType}
          aria-label={`${data.name} 地图`}
        />
        <BaseMapNotice base={base} />
        <div className="zhdj-drawer-hints">
          {!data.parent && <Alert type="info" showIcon message={drawerTexts.parentNotDrawn} />}
          {!data.mayDraw && <Alert type="warning" showIcon message={drawerTexts.readOnly} />}
          {(editType === 'pg' || editType === 'hollowing') && <Alert type="info" message={drawerTexts.drawHint} />}
          {editType === 'editPg' && <Alert type="info" message={hideConfirm ? drawerTexts.editHintHosted : drawerTexts.editHint} />}
        </div>
        {editable && (
          <ToolBar
            drawer={drawer}
            allowMarks={allowMarks}
            editable={editable}
            display={display}
            onDisplay={setDisplay}
            onSettings={() => setSettingsOpen(true)}
          />
        )}
        {listOpen && (
          <OverlapList
            overlaps={drawer.overlaps}
            disabled={!editable}
            onCut={drawer.cut}
            confirm={(p) => void modal.confirm({ ...p, okText: drawerTexts.ok, cancelText: drawerTexts.cancel, width: 400 })}
          />
        )}
        {line.length > 0 && (
          <div className="zhdj-drawer-sketch-actions">
            <Button onClick={() => drawer.dispatch({ type: 'backspace' })}>{drawerTexts.undoPoint}</Button>
            <Button onClick={() => drawer.dispatch({ type: 'esc' })}>{drawerTexts.abandon}</Button>
          </div>
        )}
      </div>
      {editable && !hideConfirm && (
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
