export * from './units.js';
export * from './parse.js';
export * from './unit-state.js';
export * from './transitions.js';
export * from './schedule.js';
