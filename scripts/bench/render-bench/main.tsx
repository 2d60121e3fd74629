/**
 * The page side of the render benchmark: mounts one case in a fresh root and reports how long it took until its
 * content was in the DOM and laid out. The node driver (../render-bench.ts) calls window.runCase.
 */
import { createRoot, type Root } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { ComponentType } from 'react';
import { registry } from '@renderer/registry';
import { AntdFormCase, AntdListCase } from './antd-cases';
import { FIELD_COUNT, ROW_COUNT } from './fixtures';
import { SchemaFormCase, SchemaListCase } from './schema-cases';

const CASES: Record<string, { Component: ComponentType; done: (el: HTMLElement) => boolean }> = {
  'schema-form': { Component: SchemaFormCase, done: (el) => el.querySelectorAll('.ant-formily-item').length === FIELD_COUNT },
  'antd-form': { Component: AntdFormCase, done: (el) => el.querySelectorAll('.ant-form-item').length === FIELD_COUNT },
  'schema-list': { Component: SchemaListCase, done: (el) => el.querySelectorAll('.ant-table-row').length === ROW_COUNT },
  'antd-list': { Component: AntdListCase, done: (el) => el.querySelectorAll('.ant-table-row').length === ROW_COUNT },
};

let root: Root | undefined;

/** Resolves once `done` holds for the element (checked after every DOM change). */
function until(el: HTMLElement, done: (el: HTMLElement) => boolean): Promise<void> {
  if (done(el)) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (done(el)) {
        observer.disconnect();
        resolve();
      }
    });
    observer.observe(el, { childList: true, subtree: true });
  });
}

async function runCase(name: string): Promise<number> {
  const { Component, done } = CASES[name];
  root?.unmount();
  const stage = document.getElementById('stage')!;
  stage.innerHTML = '';
  const el = document.createElement('div');
  stage.appendChild(el);
  await new Promise((r) => setTimeout(r, 30));
  const t0 = performance.now();
  root = createRoot(el);
  flushSync(() =>
    root!.render(
      <ConfigProvider locale={zhCN}>
        <Component />
      </ConfigProvider>,
    ),
  );
  await until(el, done);
  void el.getBoundingClientRect().height; // include style and layout
  return performance.now() - t0;
}

// Lazy fields are loaded before timing: a page that uses them preloads them the same way (ScreenPage).
const ready = registry.preload(['DictSelect', 'RegionTreeSelect']);
Object.assign(window, { runCase: async (name: string) => (await ready, runCase(name)) });
