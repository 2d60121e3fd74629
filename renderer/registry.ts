/**
 * THE map from `x-component` name to component, handed to Formily's createSchemaField. Formily's own antd
 * components are registered eagerly; our field types load lazily on first use (or when a screen preloads them).
 */
import { createElement, useEffect, useReducer, type ComponentType } from 'react';
import * as formilyAntd from '@formily/antd-v5';
import { Card } from 'antd';
import { NamedFormItem } from './form/named-form-item';
import { Columns } from './layout/columns';
import { StepPane } from './layout/step-pane';
import { FIELD_LOADERS, FORMILY_COMPONENTS, type FieldModule } from './registry-names';

export interface RegisterOptions {
  /** Replace an existing registration instead of throwing. */
  override?: boolean;
}

type LazyComponent = ComponentType<any> & { preload(): Promise<void> };

/** A component that renders nothing until its module has loaded (instantly once preloaded). */
export function lazyComponent(load: () => Promise<FieldModule>): LazyComponent {
  let loaded: ComponentType<any> | undefined;
  let pending: Promise<void> | undefined;
  const preload = () => (pending ??= load().then((m) => void (loaded = m.default)));
  function LazyField(props: Record<string, unknown>) {
    const [, rerender] = useReducer((n: number) => n + 1, 0);
    useEffect(() => {
      if (!loaded) void preload().then(rerender);
    }, []);
    return loaded ? createElement(loaded, props) : null;
  }
  return Object.assign(LazyField, { preload });
}

export class Registry {
  /** The live object Formily resolves names in (dotted names resolve to members). */
  readonly components: Record<string, ComponentType<any>> = {};

  register(name: string, component: ComponentType<any>, options: RegisterOptions = {}): void {
    if (!/^[A-Z][A-Za-z0-9]*$/.test(name)) throw new Error(`组件名 ${name} 不合法：应为 PascalCase`);
    if (this.components[name] && !options.override) throw new Error(`组件 ${name} 已注册；如需替换请传 { override: true }`);
    this.components[name] = component;
  }

  registerLazy(name: string, load: () => Promise<FieldModule>, options: RegisterOptions = {}): void {
    this.register(name, lazyComponent(load), options);
  }

  /** Whether `name` (possibly dotted, e.g. Input.TextArea) resolves to a component. */
  has(name: string): boolean {
    return Boolean(this.get(name));
  }

  /** The component `name` (possibly dotted) resolves to, if any. */
  get(name: string): ComponentType<any> | undefined {
    const [head, ...rest] = name.split('.');
    let target: unknown = this.components[head];
    for (const part of rest) target = target ? (target as Record<string, unknown>)[part] : undefined;
    return target as ComponentType<any> | undefined;
  }

  names(): string[] {
    return Object.keys(this.components);
  }

  /** Loads the lazy components among `names` so a screen renders without empty first frames. */
  async preload(names: Iterable<string>): Promise<void> {
    const waits: Promise<void>[] = [];
    for (const name of new Set(names)) {
      const c = this.components[name.split('.')[0]] as Partial<LazyComponent> | undefined;
      if (c?.preload) waits.push(c.preload());
    }
    await Promise.all(waits);
  }
}

/** The application's registry: Formily's antd components plus our field types. */
export const registry = new Registry();

const antd = formilyAntd as unknown as Record<string, ComponentType<any>>;
for (const name of FORMILY_COMPONENTS) if (!name.includes('.')) registry.register(name, antd[name]);
// Read-only fields that name something show the name the server sent (form/named-form-item.tsx).
registry.register('FormItem', NamedFormItem, { override: true });
registry.register('Columns', Columns);
registry.register('Card', Card);
registry.register('StepPane', StepPane);
for (const [name, load] of Object.entries(FIELD_LOADERS)) registry.registerLazy(name, load);
