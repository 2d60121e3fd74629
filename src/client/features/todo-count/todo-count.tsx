import { useEffect } from 'react';
import { Badge } from 'antd';
import { useSnapshot } from 'valtio';
import { eventProc } from '@shared/services';
import { onProcessActed } from '@renderer/fields/process-detail/events';
import { fetchResult } from '../../http';
import { usePushedData } from '../../push/use-pushed-data';
import { dropTodoCount, setTodoCount, todoCount } from './todo-count-store';

const loadCount = () => fetchResult(eventProc.queryMyTodoCount, {}, { notify: false });

/** Keeps the store in step with the server; mounted once, by the menu that shows 我的待办. */
export function TodoCountSync() {
  const { data } = usePushedData(loadCount, 0);
  useEffect(() => setTodoCount(data), [data]);
  useEffect(() => onProcessActed(() => dropTodoCount()), []);
  return null;
}

/** The menu entry's title with the count beside it (nothing at 0). */
export function TodoMenuLabel({ title }: { title: string }) {
  const { count } = useSnapshot(todoCount);
  return (
    <span className="todo-menu-label">
      {title}
      <Badge count={count} overflowCount={99} size="small" offset={[6, -2]} className="todo-menu-label__count" aria-label={`待办${count}条`} />
    </span>
  );
}
