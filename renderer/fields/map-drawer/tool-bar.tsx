import { Button, Checkbox, Popover, Space, Tooltip } from 'antd';
import type { EditType } from './edit-type';
import { drawerTexts } from './texts';
import type { Display } from './use-drawer-layers';
import type { Drawer } from './use-drawer';

interface ToolBarProps {
  drawer: Drawer;
  allowMarks: boolean;
  /** False when the caller may only look (the region is outside their subtree). */
  editable: boolean;
  display: Display;
  onDisplay(d: Display): void;
  onSettings(): void;
}

/**
 * The tools of 001 §2 step 3: draw area, hollow, draw point (only when marks are allowed), edit polygon (clicking the
 * active one returns to sel), delete selected, clear, reset, display settings and settings.
 */
export function ToolBar({ drawer, allowMarks, editable, display, onDisplay, onSettings }: ToolBarProps) {
  const active = drawer.tool.editType;
  const tool = (type: EditType, label: string) => (
    <Button
      key={type}
      block
      type={active === type ? 'primary' : 'default'}
      aria-pressed={active === type}
      disabled={!editable}
      onClick={() => drawer.dispatch({ type: 'tool', tool: type })}
    >
      {label}
    </Button>
  );
  const displayPanel = (
    <Space direction="vertical">
      <Checkbox checked={display.names} onChange={(e) => onDisplay({ ...display, names: e.target.checked })}>
        {drawerTexts.showNames}
      </Checkbox>
      {allowMarks && (
        <Checkbox checked={display.point} onChange={(e) => onDisplay({ ...display, point: e.target.checked })}>
          {drawerTexts.showPoint}
        </Checkbox>
      )}
    </Space>
  );
  const busy = active === 'editPg' || drawer.tool.line.length > 0;
  return (
    <div className="zhdj-drawer-tools" role="toolbar" aria-label="绘制工具">
      {tool('pg', drawerTexts.drawArea)}
      {tool('hollowing', drawerTexts.hollow)}
      {allowMarks && tool('pt', drawerTexts.drawPoint)}
      {tool('editPg', drawerTexts.editArea)}
      <Button block disabled={!editable || busy} onClick={drawer.deleteSelected}>
        {drawerTexts.deleteSelected}
      </Button>
      <Button block disabled={!editable || busy} onClick={drawer.clear}>
        {drawerTexts.clear}
      </Button>
      <Button block disabled={!editable || busy} onClick={drawer.reset}>
        {drawerTexts.reset}
      </Button>
      <Popover content={displayPanel} trigger="click" placement="left">
        <Button block>{drawerTexts.display}</Button>
      </Popover>
      <Button block onClick={onSettings} disabled={!editable}>
        {drawerTexts.settings}
      </Button>
      <Tooltip title="Ctrl+Z">
        <Button block disabled={!drawer.canUndo || busy} onClick={drawer.undo}>
          {drawerTexts.undo}
        </Button>
      </Tooltip>
      <Tooltip title="Ctrl+Y">
        <Button block disabled={!drawer.canRedo || busy} onClick={drawer.redo}>
          {drawerTexts.redo}
        </Button>
      </Tooltip>
    </div>
  );
}
