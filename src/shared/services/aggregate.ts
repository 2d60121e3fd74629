/** Aggregate queries of schemas/aggregates, run by the server for the dashboards (never SQL from the client). */
import type { AggregateAnswer } from '../aggregate-meta.js';
import { get } from './define.js';

/** The figures of aggregate `id` in the caller's region; other keys are the query file's allowed parameters. */
export const run = get<{ id: string } & Record<string, unknown>, AggregateAnswer>('/dashboard/aggregate/{id}');
