/**
 * 系统管理 > 数据源管理. list, add, edit, queryById and the deletes are the sysDataSource entity's generic routes
 * (the password is written, stored encrypted, and answered only as ******); testConnection is the server's own.
 */
import { crud, type CrudServices } from './crud.js';
import { post } from './define.js';

export const dataSources: CrudServices = crud('/sys/dataSource');

/**
 * Connects to a data source (5 s limit) and answers 连接成功, or refuses with the reason. With `id`: the stored
 * definition, where the fields the body carries replace the stored ones (a password of ****** keeps the stored one).
 */
export const testConnection = post<Record<string, unknown>, null>('/sys/dataSource/testConnection');
