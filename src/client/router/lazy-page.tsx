/** Lazily loaded pages with the 120 s chunk timeout of 000 §9 and an error shown instead of a blank page. */
import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Button, Spin } from 'antd';
import { appConfig } from '../config';

export type PageModule<P> = { default: ComponentType<P> };

export const CHUNK_TIMEOUT_MESSAGE = '页面加载超时';

/** Rejects when the chunk has not arrived within the timeout. */
export function withTimeout<T>(load: () => Promise<T>, ms: number = appConfig.chunkTimeoutMs): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(CHUNK_TIMEOUT_MESSAGE)), ms);
      load().then(
        (m) => (clearTimeout(timer), resolve(m)),
        (e: unknown) => (clearTimeout(timer), reject(e)),
      );
    });
}

const cache = new Map<string, ComponentType<any>>();

/** One lazy component per name, so each page chunk is requested once. */
export function lazyPage<P>(name: string, load: () => Promise<PageModule<P>>): ComponentType<P> {
  let page = cache.get(name);
  if (!page) {
    page = lazy(withTimeout(load));
    cache.set(name, page);
  }
  return page as ComponentType<P>;
}

export const pageFallback = <Spin style={{ display: 'block', margin: '64px auto' }} />;

class LoadBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    if (!this.state.error) return this.props.children;
    return (
      <div role="alert" style={{ textAlign: 'center', padding: 48 }}>
        <h3>页面加载失败</h3>
        <p>{this.state.error.message}</p>
        <Button onClick={() => window.location.reload()}>重新加载</Button>
      </div>
    );
  }
}

/** Suspense plus the error boundary around a lazily loaded page (or part of one: `fallback` while it loads). */
export function PageFrame({ children, fallback = pageFallback }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <LoadBoundary>
      <Suspense fallback={fallback}>{children}</Suspense>
    </LoadBoundary>
  );
}
