import { Empty, Progress } from 'antd';
import type { RankWidget } from './dashboard-schema';
import { formatNumber, type Figures } from './figures';
import { texts } from '../../texts';

/** The groups as a ranked list, largest first, each with a bar relative to the first. */
export function RankList({ widget, figures }: { widget: RankWidget; figures: Figures }) {
  const values = figures.series[0]?.values ?? [];
  const rows = figures.labels.map((label, i) => ({ label, value: values[i] ?? 0 })).sort((a, b) => b.value - a.value);
  if (!rows.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={texts.dashboardNoData} />;
  const top = Math.max(rows[0].value, 1);
  return (
    <ol className="zhdj-dashboard-rank">
      {rows.map((r, i) => (
        <li key={`${r.label}-${i}`}>
          <span className="zhdj-dashboard-rank-no">{i + 1}</span>
          <span className="zhdj-dashboard-rank-label" title={r.label}>
            {r.label}
          </span>
          <Progress percent={(r.value / top) * 100} showInfo={false} size="small" />
          <span className="zhdj-dashboard-rank-value" data-value>
            {formatNumber(r.value)}
            {widget.suffix}
          </span>
        </li>
      ))}
    </ol>
  );
}
