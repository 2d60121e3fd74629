import { Tag, Timeline, Typography } from 'antd';
import { CheckCircleOutlined, ClockCircleOutlined, RollbackOutlined } from '@ant-design/icons';
import { ProcessImages } from './images';
import { ENDED, WAITING, durationText, type TimelineStep } from './model';
import { processTexts as t } from './texts';

const line = (label: string, value: unknown) => (value === undefined || value === null || value === '' ? null : <div>{`${label}：${String(value)}`}</div>);

function StepBody({ step }: { step: TimelineStep }) {
  return (
    <div className="zhdj-process-step">
      <Typography.Text strong>{step.taskName}</Typography.Text>
      <Typography.Text type="secondary" style={{ marginLeft: 12 }}>
        {step.procTime}
      </Typography.Text>
      {step.actionName && <Tag style={{ marginLeft: 12 }}>{step.actionName}</Tag>}
      {line(t.handledBy, step.userName)}
      {line(t.phone, step.extInfo?.phone)}
      {Number(step.taskId) !== -1 && line(t.dwell, durationText(step.costMs))}
      {line(t.note, step.attDesc)}
      <ProcessImages files={step.attrList} size={64} />
    </div>
  );
}

function Waiting({ step }: { step: TimelineStep }) {
  const overdue = (step as { overdue?: boolean }).overdue;
  return (
    <div className="zhdj-process-step zhdj-process-step--waiting">
      <Typography.Text strong>{`${t.waiting}：${step.taskName ?? ''}`}</Typography.Text>
      <div>{`${t.elapsed}${step.diffTime || durationText(step.costMs)}`}</div>
      {overdue && <Tag color="red">已超期</Tag>}
    </div>
  );
}

function Ended({ step }: { step: TimelineStep }) {
  return (
    <div className="zhdj-process-step zhdj-process-step--ended">
      <Typography.Text strong>{step.taskName}</Typography.Text>
      {step.procTime && (
        <Typography.Text type="secondary" style={{ marginLeft: 12 }}>
          {step.procTime}
        </Typography.Text>
      )}
    </div>
  );
}

const withdrawn = (s: TimelineStep) => s.taskName === '已撤回' || s.actionCode === 'withdrawn';

/** The processing steps (002 §2.9): each step's user, time, action, phone, dwell time, note and images, then the marker. */
export function TimelineView({ steps }: { steps: TimelineStep[] }) {
  const items = steps.map((s, i) => {
    const id = Number(s.taskId);
    if (id === WAITING) return { key: s.randomId ?? `w${i}`, color: 'blue', dot: <ClockCircleOutlined />, children: <Waiting step={s} /> };
    if (id === ENDED)
      return {
        key: s.randomId ?? `e${i}`,
        color: withdrawn(s) ? 'gray' : 'green',
        dot: withdrawn(s) ? <RollbackOutlined /> : <CheckCircleOutlined />,
        children: <Ended step={s} />,
      };
    return { key: s.randomId ?? `s${i}`, color: 'gray', children: <StepBody step={s} /> };
  });
  return <Timeline items={items} />;
}
