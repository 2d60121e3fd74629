import type { ReactNode } from 'react';
import { Typography } from 'antd';

/** How a field shows in read-pretty (detail) mode: its text, or "-" when empty. */
export function FieldText({ children }: { children?: ReactNode }) {
  const empty = children === undefined || children === null || children === '';
  return <Typography.Text className="zhdj-field-text">{empty ? '-' : children}</Typography.Text>;
}

/** The "字典Code不能为空!" notice a dictionary field shows when its schema names no dictionary. */
export function MissingDict({ text }: { text: string }) {
  return <Typography.Text type="danger">{text}</Typography.Text>;
}
