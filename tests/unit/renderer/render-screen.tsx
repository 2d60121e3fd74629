import { cleanup, render, waitFor } from '@testing-library/react';
import { message, Modal } from 'antd';
import { expect } from 'vitest';
import ScreenPage from '../../../renderer/screens/screen-page';
import { DataProviderContext, NavigatorContext, PermissionContext, type DataProvider, type Navigator } from '../../../renderer/data-provider';
import { stubProvider } from '../../schemas/stub-provider';

export const LOAD = { timeout: 30_000 };

/** Renders a screen of schemas/screens with the stub provider and the given permissions; waits for its rows (`shown`: default a first page of them). */
export async function renderScreen(
  id: string,
  options: { can?: (a: string) => boolean; rows?: number; shown?: number; provider?: Partial<DataProvider>; navigator?: Navigator } = {},
) {
  const stub = stubProvider({ rows: options.rows ?? 3 });
  const provider = { ...stub.provider, ...options.provider };
  const view = render(
    <DataProviderContext.Provider value={provider}>
      <PermissionContext.Provider value={{ can: options.can ?? (() => true) }}>
        <NavigatorContext.Provider value={options.navigator ?? { open: () => undefined }}>
          <ScreenPage screenId={id} />
        </NavigatorContext.Provider>
      </PermissionContext.Provider>
    </DataProviderContext.Provider>,
  );
  await waitFor(() => expect(document.querySelectorAll('.ant-table-row').length).toBe(options.shown ?? Math.min(options.rows ?? 3, 20)), LOAD);
  return { ...view, calls: stub.calls, provider };
}

/** The form item (Formily FormItem) whose label is `label`. */
export function formItem(label: string, root: ParentNode = document): HTMLElement {
  const items = [...root.querySelectorAll<HTMLElement>('.ant-formily-item')];
  const found = items.find((i) => i.querySelector('.ant-formily-item-label-content')?.textContent?.replace(/[*:：\s]/g, '') === label);
  if (!found) throw new Error(`no form item labelled ${label}`);
  return found;
}

// A message closes itself by a timer (3 s). message.destroy() below is flushed later, so on a busy machine a file's
// environment could be torn down first and the timer then updated React without a window (an unhandled error
// failing the run). Messages in these tests stay until resetDom removes them.
message.config({ duration: 0 });

/** Texts of the antd messages currently shown. */
export const messages = () => [...document.querySelectorAll('.ant-message-notice')].map((n) => n.textContent ?? '');

/** Unmounts the test's tree and what antd put beside it (static confirms, messages, popovers). */
export function resetDom(): void {
  cleanup();
  Modal.destroyAll();
  message.destroy();
}

/** The open dialog whose title is `title` (antd leaves closed static dialogs in jsdom, so never take the first). */
export function dialogTitled(title: string): HTMLElement {
  const found = [...document.querySelectorAll<HTMLElement>('.ant-modal')]
    .reverse()
    .find((m) => m.querySelector('.ant-modal-title, .ant-modal-confirm-title')?.textContent === title);
  if (!found) throw new Error(`no dialog titled ${title}`);
  return found;
}
