/**
 * The page side of the table benchmark (../table-bench.ts drives it): mounts EditableTable or Formily's ArrayTable
 * with N rows in a fresh React root and a fresh form, and measures in the page what the node side cannot see.
 */
import { createRoot, type Root } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { createForm, type Form } from '@formily/core';
import { DataProviderContext, PermissionContext, type DataProvider } from '@renderer/data-provider';
import { SchemaForm } from '@renderer/form/schema-form';
import { registry } from '@renderer/registry';
import { arrayTableSchema, editableTableSchema, rows, SEX } from './fixtures';

const provider = { dictItems: async () => SEX } as unknown as DataProvider;
const allowAll = { can: () => true };

export type CaseName = 'editable' | 'array-table' | 'array-table-paged';
const ROW_SELECTOR: Record<CaseName, string> = { editable: '.zhdj-et-row', 'array-table': '.ant-table-row', 'array-table-paged': '.ant-table-row' };

let root: Root | undefined;
let form: Form | undefined;
let current: CaseName = 'editable';

/** Resolves once `done` holds (checked after every DOM change). */
function until(el: HTMLElement, done: () => boolean): Promise<void> {
  if (done()) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => done() && (observer.disconnect(), resolve()));
    observer.observe(el, { childList: true, subtree: true, attributes: true });
  });
}

const nextPaint = () => new Promise<number>((r) => requestAnimationFrame(() => setTimeout(() => r(performance.now()), 0)));

/** Mounts a case with `count` rows; resolves with the ms until its first rows are in the DOM, laid out and painted. */
async function mount(name: CaseName, count: number): Promise<number> {
  root?.unmount();
  const stage = document.getElementById('stage')!;
  stage.innerHTML = '';
  const el = stage.appendChild(document.createElement('div'));
  await nextPaint();
  current = name;
  form = createForm({ values: { table: rows(count) } });
  const schema = name === 'editable' ? editableTableSchema() : arrayTableSchema(name === 'array-table-paged' ? 10 : undefined);
  const t0 = performance.now();
  root = createRoot(el);
  flushSync(() =>
    root!.render(
      <ConfigProvider locale={zhCN}>
        <App>
          <DataProviderContext.Provider value={provider}>
            <PermissionContext.Provider value={allowAll}>
              <SchemaForm form={form!} schema={schema} />
            </PermissionContext.Provider>
          </DataProviderContext.Provider>
        </App>
      </ConfigProvider>,
    ),
  );
  const expected = name === 'array-table' ? count : 1;
  await until(el, () => el.querySelectorAll(ROW_SELECTOR[name]).length >= expected);
  void el.getBoundingClientRect().height;
  await nextPaint();
  return performance.now() - t0;
}

/** The input typed into: the name cell of the 4th row. */
function typingTarget(): HTMLInputElement {
  const sel = current === 'editable' ? '.zhdj-et-row[data-index="3"] [data-key="name"] input' : '.ant-table-row:nth-child(5) input';
  return document.querySelector<HTMLInputElement>(sel) ?? document.querySelector<HTMLInputElement>(`${ROW_SELECTOR[current]} input`)!;
}

const latencies: number[] = [];
let keyAt = 0;
document.addEventListener('keydown', (e) => void (keyAt = e.timeStamp), true);
/** Per keystroke: from the key event to the first paint after the input shows the new text. */
document.addEventListener(
  'input',
  (e) => {
    const input = e.target as HTMLInputElement;
    const started = keyAt;
    requestAnimationFrame(() => setTimeout(() => latencies.push(input.value.length ? performance.now() - started : NaN), 0));
  },
  true,
);

function focusTypingTarget(): void {
  latencies.length = 0;
  const input = typingTarget();
  input.focus();
  input.setSelectionRange(input.value.length, input.value.length);
}

/** form.validate() over every row: ms until it settles, and the message it failed with (if any). */
async function validate(): Promise<{ ms: number; message: string | null }> {
  const t0 = performance.now();
  let message: string | null = null;
  try {
    await form!.validate();
  } catch (errors) {
    message = (errors as Array<{ messages?: string[] }>)[0]?.messages?.[0] ?? 'invalid';
  }
  const ms = performance.now() - t0;
  await nextPaint();
  return { ms, message };
}

/** Makes one row break a rule (the last row's name empty, so the error is found at the end of the table). */
function breakLastRow(): void {
  const values = form!.values.table as Record<string, unknown>[];
  form!.setValuesIn(`table.${values.length - 1}.name`, '');
}

/**
 * Scrolls the editable table's box in steps and counts frames in which a row of the viewport was not in the DOM at
 * the time the frame was drawn (checked in requestAnimationFrame, after scroll events and before paint).
 */
async function scrollCheck(steps: number[]): Promise<{ frames: number; blank: number }> {
  const box = document.querySelector<HTMLElement>('.zhdj-et-scroll')!;
  const rowHeight = 61;
  const head = 40;
  let blank = 0;
  for (const top of steps) {
    box.scrollTop = top;
    const ok = await new Promise<boolean>((r) =>
      requestAnimationFrame(() => {
        const y = box.scrollTop;
        const first = Math.floor(y / rowHeight);
        const last = Math.min(Math.floor((y + box.clientHeight - head) / rowHeight), Number(box.closest('[data-rows]')!.getAttribute('data-rows')) - 1);
        for (let i = first; i <= last; i++) if (!box.querySelector(`.zhdj-et-row[data-index="${i}"]`)) return r(false);
        r(true);
      }),
    );
    if (!ok) blank++;
  }
  return { frames: steps.length, blank };
}

function scrollHeight(): number {
  return document.querySelector<HTMLElement>('.zhdj-et-scroll')!.scrollHeight;
}

const ready = registry.preload(['EditableTable', 'DictSelect']);
Object.assign(window, {
  bench: { ready: () => ready, mount, focusTypingTarget, latencies, validate, breakLastRow, scrollCheck, scrollHeight, typedText: () => typingTarget().value },
});
