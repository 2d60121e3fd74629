import { Checkbox } from 'antd';
import type { StatisticKind } from './model/columns';
import { topics } from './model/table-store';
import { useTable } from './table-context';
import { tableTexts } from './texts';
import { useTopic } from './use-store';

const requiredMark = (rules: { required?: boolean; pattern?: string }[] | undefined) => rules?.some((r) => r.required || r.pattern === '*');

function SelectAll() {
  const { store } = useTable();
  const count = useTopic(store, topics.selection, () => store.selectedIds().length);
  const total = useTopic(store, topics.rows, () => store.size);
  return (
    <Checkbox
      aria-label="全选"
      checked={total > 0 && count === total}
      indeterminate={count > 0 && count < total}
      onChange={(e) => store.selectAll(e.target.checked)}
    />
  );
}

export function HeaderRow() {
  const { columns, widths, rowSelection, rowNumber, dragSort } = useTable();
  return (
    <div className="zhdj-et-head" role="row" style={{ width: widths.total }}>
      {rowSelection && (
        <div className="zhdj-et-th zhdj-et-fixed" style={{ width: widths.select }}>
          {rowSelection === 'checkbox' && <SelectAll />}
        </div>
      )}
      {rowNumber && (
        <div className="zhdj-et-th zhdj-et-fixed" style={{ width: widths.index }}>
          {tableTexts.index}
        </div>
      )}
      {dragSort && <div className="zhdj-et-th zhdj-et-fixed" style={{ width: widths.sort }} />}
      {columns.map((c, i) => (
        <div key={c.key} className="zhdj-et-th" role="columnheader" style={{ width: widths.columns[i] }}>
          {requiredMark(c.validateRules) && <span className="zhdj-et-required">*</span>}
          {c.title}
        </div>
      ))}
    </div>
  );
}

function StatisticValue({ columnKey, kind }: { columnKey: string; kind: StatisticKind }) {
  const { store } = useTable();
  const value = useTopic(store, topics.stats(columnKey), () => store.statistic(columnKey, kind));
  return <span data-statistic={`${columnKey}:${kind}`}>{Number(value.toFixed(2))}</span>;
}

/** The statistics footer (002 §2.8): one line per kind used by any column (合计, 平均). */
export function StatisticsFooter() {
  const { columns, widths, rowSelection, rowNumber, dragSort } = useTable();
  const kinds = (['sum', 'average'] as const).filter((k) => columns.some((c) => c.statistics?.includes(k)));
  if (!kinds.length) return null;
  const lead = (rowSelection ? widths.select : 0) + (rowNumber ? widths.index : 0) + (dragSort ? widths.sort : 0);
  return (
    <div className="zhdj-et-foot">
      {kinds.map((kind) => (
        <div key={kind} className="zhdj-et-foot-row" style={{ width: widths.total }}>
          <div className="zhdj-et-th zhdj-et-fixed" style={{ width: Math.max(lead, 60) }}>
            {kind === 'sum' ? tableTexts.sum : tableTexts.average}
          </div>
          {columns.map((c, i) => (
            <div key={c.key} className="zhdj-et-th" style={{ width: i === 0 && lead < 60 ? widths.columns[i] - (60 - lead) : widths.columns[i] }}>
              {c.statistics?.includes(kind) && <StatisticValue columnKey={c.key} kind={kind} />}
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
