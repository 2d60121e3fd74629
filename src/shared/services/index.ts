/** Every backend call of the client, declared once. */
export * as session from './session.js';
export * as permission from './permission.js';
export * as dict from './dict.js';
export * as category from './category.js';
export * as upload from './upload.js';
export * as schema from './schema.js';
export * as gis from './gis.js';
export * as guide from './guide.js';
export * as region from './region.js';
export * as course from './course.js';
export { crud, type CrudServices, type ListParams, type Row } from './crud.js';
export * from './define.js';
export * from './types.js';
export { isSignedPath, isUnstampedPath } from './signed.js';
export * as quartz from './quartz.js';
