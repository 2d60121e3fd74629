/** The honest stand-in for a page that a later version delivers: it says so, and shows nothing pretend. */
import { Result } from 'antd';

export interface LaterPageProps {
  /** Page title (the menu entry's title). */
  title?: string;
}

export const LATER_TEXT = '该页面将在后续版本中提供。';

export default function LaterPage({ title }: LaterPageProps) {
  return <Result status="info" title={title ?? '页面建设中'} subTitle={LATER_TEXT} data-testid="later-page" />;
}
