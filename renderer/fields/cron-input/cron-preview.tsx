import { useEffect, useState } from 'react';
import { List, Typography } from 'antd';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { CHINA_TIME_ZONE, cronError, nextRuns } from '@validators/cron';
import { cronTexts } from './texts';

dayjs.extend(utc);
dayjs.extend(timezone);

export const PREVIEW_DEBOUNCE_MS = 500;

type Preview = { runs: string[] } | { error: string } | null;

/** The next fire times of an expression, China time, recomputed 500 ms after the last change (002 §5). */
export function CronPreview({ expression, count = 10 }: { expression: string; count?: number }) {
  const [preview, setPreview] = useState<Preview>(null);
  useEffect(() => {
    setPreview(null);
    const timer = setTimeout(() => setPreview(computePreview(expression, count)), PREVIEW_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [expression, count]);
  return (
    <div className="zhdj-cron-preview">
      <Typography.Text strong>{cronTexts.previewCount(count)}</Typography.Text>
      {preview === null ? (
        <div>
          <Typography.Text type="secondary">{cronTexts.computing}</Typography.Text>
        </div>
      ) : 'error' in preview ? (
        <div role="alert">
          <Typography.Text type="danger">{preview.error}</Typography.Text>
        </div>
      ) : preview.runs.length === 0 ? (
        <div>
          <Typography.Text type="warning">{cronTexts.noRuns}</Typography.Text>
        </div>
      ) : (
        <List
          size="small"
          dataSource={preview.runs}
          renderItem={(run, i) => (
            <List.Item style={{ padding: '2px 0' }}>
              {i + 1}. {run}
            </List.Item>
          )}
        />
      )}
    </div>
  );
}

export function computePreview(expression: string, count: number, from = new Date()): Exclude<Preview, null> {
  const error = cronError(expression);
  if (error) return { error };
  try {
    return { runs: nextRuns(expression, count, from).map((d) => dayjs(d).tz(CHINA_TIME_ZONE).format('YYYY-MM-DD HH:mm:ss')) };
  } catch (e) {
    return { error: (e as Error).message };
  }
}
