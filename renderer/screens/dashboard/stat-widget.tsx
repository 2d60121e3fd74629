import { Card, Statistic } from 'antd';
import { useIcon } from '../../fields/icon-picker/icons';
import { useNavigator } from '../../data-provider';
import type { StatWidget as StatSpec } from './dashboard-schema';
import { firstValue, formatNumber, type Figures } from './figures';

/** One figure with its title, icon and unit; a card with a link opens that page when the user has it. */
export function StatCard({ widget, figures, error }: { widget: StatSpec; figures: Figures | null; error: string | null }) {
  const Icon = useIcon(widget.icon);
  const navigator = useNavigator();
  const link = widget.link && (navigator.canOpen?.(widget.link) ?? true) ? widget.link : undefined;
  const value = figures ? formatNumber(firstValue(figures)) : '—';
  return (
    <Card
      className="zhdj-dashboard-stat"
      hoverable={!!link}
      onClick={link ? () => navigator.open({ path: link }) : undefined}
      data-widget="stat"
      title={undefined}
      style={{ height: '100%' }}
    >
      <Statistic
        title={<span title={error ?? undefined}>{widget.title}</span>}
        value={value}
        suffix={figures ? widget.suffix : undefined}
        prefix={Icon ? <Icon /> : undefined}
        valueStyle={{ color: widget.color }}
        valueRender={(node) => <span data-value>{node}</span>}
      />
    </Card>
  );
}
