/** The reminders' badge (002 §2.1): a number only above 0, the small style for 1 to 9. */
export function reminderBadge(count: number): { count: number; size: 'small' | 'default' } {
  return { count: Math.max(0, count), size: count >= 1 && count <= 9 ? 'small' : 'default' };
}

/** The date part of "YYYY-MM-DD HH:mm:ss". */
export const datePart = (time: string): string => time.slice(0, 10);
