import { Alert, Col, Divider, Row, Spin } from 'antd';
import { ActionBar } from './action-bar';
import { EventHeading, EventInfo } from './event-info';
import { timelineOf } from './model';
import { processTexts as t } from './texts';
import { TimelineView } from './timeline-view';
import { DEFAULT_DETAIL_URL, useTaskDetail } from './use-task-detail';

export { onProcessActed } from './events';
export type { TaskDetail, TimelineStep, ProcessAction } from './model';

export interface ProcessDetailProps {
  /** The process instance (argMatterInstId). */
  value?: string | number | null;
  /** The task the row or reminder stands for (argTaskId); the server finds the caller's open task without it. */
  taskId?: string | number | null;
  /** The detail route (default EventPushController/queryTaskDetail). */
  detailUrl?: string;
  /** An action went through: the host closes the dialog and refreshes its list. */
  onDone?(): void;
}

/**
 * ProcessDetail (002 §2.9): an event and its processing — the fields, the images, the timeline with its marker and
 * the buttons of the server's actionList. Opened by a list's fieldDialog row action or by the header's reminders.
 */
export function ProcessDetail({ value, taskId, detailUrl = DEFAULT_DETAIL_URL, onDone }: ProcessDetailProps) {
  const id = value === undefined || value === null || value === '' ? undefined : String(value);
  const task = taskId === undefined || taskId === null || taskId === '' ? undefined : String(taskId);
  const { detail, error, loading } = useTaskDetail(detailUrl, id, task);
  if (loading && !detail)
    return (
      <Spin tip={t.loading} style={{ display: 'block', padding: 48 }}>
        <div />
      </Spin>
    );
  if (error || !detail) return <Alert type="error" showIcon message={t.loadFailed} description={error} />;
  const actionTask = (detail as { taskId?: string | null }).taskId ?? task ?? '';
  return (
    // overflowX hidden: the Row's gutter margins reach past the box, and overflowY auto alone shows a scrollbar for them.
    <div className="zhdj-process-detail" style={{ height: '100%', overflowY: 'auto', overflowX: 'hidden' }}>
      <EventHeading detail={detail} />
      <Row gutter={24}>
        <Col xs={24} lg={14}>
          <EventInfo detail={detail} />
        </Col>
        <Col xs={24} lg={10}>
          <Divider orientation="left" plain style={{ marginTop: 0 }}>
            {t.timeline}
          </Divider>
          <TimelineView steps={timelineOf(detail)} />
        </Col>
      </Row>
      <div style={{ textAlign: 'right', marginTop: 16 }}>
        <ActionBar actions={detail.actionList ?? []} matterInstId={id!} taskId={actionTask} onActed={() => onDone?.()} />
      </div>
    </div>
  );
}

export default ProcessDetail;
