// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { LOAD, messages, renderScreen, resetDom } from './render-screen';

afterEach(resetDom);

/** A long export streams: the user sees how many rows are coming and how much has arrived, then 导出完成. */
describe('export progress', () => {
  it('shows the announced row count and the megabytes received, then 导出完成', async () => {
    let finish: () => void = () => undefined;
    let report: (p: { loaded: number; rows?: number }) => void = () => undefined;
    const exportXls = (p: { onProgress?(p: { loaded: number; rows?: number }): void }) =>
      new Promise<void>((resolve) => ((finish = resolve), (report = p.onProgress ?? report)));
    await renderScreen('grid-list', { provider: { exportXls } as never });
    fireEvent.click(screen.getByRole('button', { name: /导\s*出/ }));
    await waitFor(() => expect(messages().join()).toContain('正在导出…'), LOAD);
    report({ loaded: 3 * 1048576, rows: 200000 });
    await waitFor(() => expect(messages().join()).toContain('正在导出（共200000条），已接收 3.0 MB'), LOAD);
    finish();
    await waitFor(() => expect(messages().join()).toContain('导出完成'), LOAD);
  }, 60_000);
});
