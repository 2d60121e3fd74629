/** The routes of the service registry (src/shared/services): the only server calls a schema may name. */
import * as services from '../../shared/services/index.js';

const DECLARED: ReadonlySet<string> = new Set(
  Object.values(services)
    .flatMap((m) => (m && typeof m === 'object' ? Object.values(m as object) : []))
    .filter((d): d is { method: string; path: string } => typeof d?.method === 'string' && typeof d?.path === 'string')
    .map((d) => `${d.method} ${d.path}`),
);

/** Whether `method path` is declared in the service registry. */
export const isDeclaredRoute = (method: string, path: string) => DECLARED.has(`${method} ${path}`);
