import type { CSSProperties, ReactNode } from 'react';

export interface ColumnsProps {
  /** Fixed number of columns (forms). */
  columns?: number;
  /** Instead of a fixed count: as many columns of at least this width as fit (query areas, detail pages). */
  minWidth?: number;
  /** With minWidth: never more than this many columns, however wide the page (detail pages: 1-4). */
  maxColumns?: number;
  /** Gap between columns in px (default 16). */
  gap?: number;
  children?: ReactNode;
}

/**
 * A CSS grid for form items; a field spans columns with `x-span` (decorator style gridColumn). Formily's FormGrid
 * measures and re-lays out every child with observers, which made a 200-field form about 1.6 times as slow as
 * hand-written antd; the browser's own grid needs none of that.
 */
export function Columns({ columns = 1, minWidth, maxColumns, gap = 16, children }: ColumnsProps) {
  // A column is at least minWidth and at least 1/maxColumns of the row, so at most maxColumns fit.
  const least = maxColumns ? `max(${minWidth ?? 0}px, calc((100% - ${(maxColumns - 1) * gap}px) / ${maxColumns}))` : `${minWidth}px`;
  const template = minWidth ? `repeat(auto-fill, minmax(${least}, 1fr))` : `repeat(${columns}, minmax(0, 1fr))`;
  const style: CSSProperties = { display: 'grid', gridTemplateColumns: template, columnGap: gap };
  return (
    <div className="zhdj-columns" style={style}>
      {children}
    </div>
  );
}

export default Columns;
