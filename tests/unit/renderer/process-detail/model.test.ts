import { describe, expect, it } from 'vitest';
import {
  appellantType,
  durationText,
  statusLine,
  timelineOf,
  urgencyText,
  type TaskDetail,
  type TimelineStep,
} from '../../../../renderer/fields/process-detail/model.js';

const nodes: TimelineStep[] = [
  { taskId: 'grid', taskName: '网格员处置' },
  { taskId: 'community', taskName: '社区处置' },
  { taskId: 'street', taskName: '街道处置' },
];
const step = (taskId: string, actionCode: string, procTime: string): TimelineStep => ({ taskId, actionCode, procTime, userName: '张三' });
const detail = (over: Partial<TaskDetail>): TaskDetail => ({
  isFinish: false,
  firstTime: '2026-11-25 08:00:00',
  systemCurrTime: '2026-11-26 10:30:00',
  currTaskNames: '社区处置',
  taskBrowseList: nodes,
  taskBrowseDetailList: [],
  formData: {},
  ...over,
});

describe('process detail: status line', () => {
  it('reads 已办结 once finished, 已撤回 when the last step withdrew it, else the current task names', () => {
    expect(statusLine(detail({ isFinish: true, taskBrowseDetailList: [step('grid', 'deal', '2026-11-25 09:00:00')] }))).toBe('已办结');
    expect(statusLine(detail({ isFinish: '1', taskBrowseDetailList: [step('grid', 'BackToInit', '2026-11-25 09:00:00')] }))).toBe('已撤回');
    expect(statusLine(detail({ currTaskNames: ['社区处置', '街道处置'] }))).toBe('社区处置、街道处置');
  });
});

describe('process detail: durations', () => {
  it('writes days, hours and minutes, leaving out the parts that are zero', () => {
    expect(durationText(((2 * 24 + 3) * 60 + 5) * 60000)).toBe('2天3小时5分钟');
    expect(durationText(90 * 60000)).toBe('1小时30分钟');
    expect(durationText(24 * 3600000)).toBe('1天');
  });

  it('shows anything shorter than a minute as 1分钟', () => {
    expect(durationText(0)).toBe('1分钟');
    expect(durationText(400)).toBe('1分钟');
    expect(durationText(null)).toBe('1分钟');
  });
});

describe('process detail: timeline markers', () => {
  it('ends an open instance with a waiting step for the next task and the time since the last step', () => {
    const timeline = timelineOf(detail({ taskBrowseDetailList: [step('grid', 'commit', '2026-11-25 09:00:00')] }));
    expect(timeline).toHaveLength(2);
    expect(timeline[1]).toMatchObject({ taskId: -2, taskName: '社区处置', diffTime: '1天1小时30分钟' });
  });

  it('takes the waiting task from the one before after a back or assigned step', () => {
    const history = [step('grid', 'commit', '2026-11-25 09:00:00'), step('community', 'assigned', '2026-11-25 10:00:00')];
    expect(timelineOf(detail({ taskBrowseDetailList: history })).at(-1)).toMatchObject({ taskId: -2, taskName: '网格员处置' });
    history[1].actionCode = 'back';
    expect(timelineOf(detail({ taskBrowseDetailList: history })).at(-1)).toMatchObject({ taskName: '网格员处置' });
  });

  it('counts the wait from the report time when nobody acted yet', () => {
    const timeline = timelineOf(detail({ systemCurrTime: '2026-11-25 08:45:00' }));
    expect(timeline).toEqual([expect.objectContaining({ taskId: -2, taskName: '社区处置', diffTime: '45分钟' })]);
  });

  it('ends a finished instance with 已办结, or 已撤回 after backToInit, at the end time', () => {
    const done = timelineOf(detail({ isFinish: true, endTime: '2026-11-25 12:00:00', taskBrowseDetailList: [step('grid', 'deal', '2026-11-25 12:00:00')] }));
    expect(done.at(-1)).toMatchObject({ taskId: -3, taskName: '已办结', procTime: '2026-11-25 12:00:00' });
    const withdrawn = timelineOf(
      detail({ isFinish: true, endTime: '2026-11-25 12:00:00', taskBrowseDetailList: [step('grid', 'backToInit', '2026-11-25 12:00:00')] }),
    );
    expect(withdrawn.at(-1)).toMatchObject({ taskId: -3, taskName: '已撤回' });
  });

  it("shows the server's own marker when it sent one, and only that one", () => {
    const history = [step('grid', 'commit', '2026-11-25 09:00:00'), { taskId: '-2', taskName: '街道处置', diffTime: '3小时' }];
    const timeline = timelineOf(detail({ taskBrowseDetailList: history }));
    expect(timeline.filter((s) => Number(s.taskId) < 0)).toEqual([expect.objectContaining({ taskName: '街道处置', diffTime: '3小时' })]);
  });
});

describe('process detail: form texts', () => {
  it('calls the appellant 个人 when emplType is 1 or missing, else 单位', () => {
    expect([appellantType(undefined), appellantType('1'), appellantType(1), appellantType('2')]).toEqual(['个人', '个人', '个人', '单位']);
  });

  it('names the urgency 一般, 紧急 or 特急', () => {
    expect([urgencyText('1'), urgencyText(2), urgencyText('3')]).toEqual(['一般', '紧急', '特急']);
  });
});
