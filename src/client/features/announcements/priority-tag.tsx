import { Tag } from 'antd';
import { dictText } from '../../stores/dictionaries';

/** 002 §2.2, §9: L 一般, M 重要, H 紧急 (texts from the priority dictionary). */
const COLORS: Record<string, string> = { L: 'blue', M: 'orange', H: 'red' };
const FALLBACK: Record<string, string> = { L: '一般', M: '重要', H: '紧急' };

export function PriorityTag({ priority }: { priority: string }) {
  const text = dictText('priority', priority);
  return <Tag color={COLORS[priority] ?? 'default'}>{text && text !== priority ? text : (FALLBACK[priority] ?? priority)}</Tag>;
}
