import { useState, type ComponentType } from 'react';
import type { CellEditorProps } from './cell-editors';

/**
 * A cell that shows its text and becomes its editor when clicked or focused (Tab), as JeecgBoot's table does.
 * Selects and pickers are the heavy part of a row: drawing them only for the cell being edited keeps the first
 * render, scrolling and the jump to a bad cell cheap.
 */
export function deferred(Editor: ComponentType<CellEditorProps>, textOf: (props: CellEditorProps) => string): ComponentType<CellEditorProps> {
  return function DeferredCell(props: CellEditorProps) {
    const [active, setActive] = useState(false);
    if (!active || props.disabled) {
      const text = textOf(props);
      return (
        <div
          className={`zhdj-et-display${props.disabled ? ' zhdj-et-display-disabled' : ''}`}
          tabIndex={props.disabled ? -1 : 0}
          role="combobox"
          aria-expanded={false}
          onFocus={() => !props.disabled && setActive(true)}
          // Opened on click, not on mousedown: a select adds its "pressed outside" mousedown listener as it opens, and
          // the press that opened it would reach that listener and close it again. The editor focuses itself.
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => !props.disabled && setActive(true)}
        >
          {text || <span className="zhdj-et-placeholder">{props.column.placeholder ?? ''}</span>}
        </div>
      );
    }
    return (
      <div
        className="zhdj-et-editing"
        onBlur={(e) => {
          // A select's or picker's popup keeps the focus in its input, so choosing from it is not leaving the cell.
          const next = e.relatedTarget as Node | null;
          if (!next || !e.currentTarget.contains(next)) setActive(false);
        }}
      >
        <Editor {...props} active />
      </div>
    );
  };
}
