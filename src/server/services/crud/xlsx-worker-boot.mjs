// Starts the workbook parser in a worker thread. The server runs TypeScript through tsx, whose loader a worker
// does not inherit, so the worker registers it before importing the parser.
import { register } from 'tsx/esm/api';
import { workerData } from 'node:worker_threads';

register();
await import(workerData.entry);
