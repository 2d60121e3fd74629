import { AppError, badRequest } from './errors.js';

/**
 * Database refusals that come from what a client sent (a character PostgreSQL cannot store, a number out of range,
 * a value too long, a broken reference) as a 400 with a Chinese message; anything else stays unexpected. Never
 * echoes the database's own text, which names tables and SQL.
 */
const PG_MESSAGES: Record<string, string> = {
  '22021': '输入内容包含数据库无法保存的字符',
  '22P05': '输入内容包含数据库无法保存的字符',
  '22001': '输入内容过长',
  '22003': '数值超出允许范围',
  '22P02': '输入内容的格式不正确',
  '22007': '日期时间格式不正确',
  '22008': '日期时间超出范围',
  '22012': '计算无效（除以零）',
  '23502': '缺少必填内容',
  '23503': '关联数据不符：引用的数据不存在，或仍被其他数据引用',
  '23505': '数据已存在，不能重复添加',
  '23514': '数据不符合约束条件',
  '54000': '输入内容过长',
  '54001': '查询条件过于复杂',
};

const SQLITE_MESSAGES: Record<string, string> = {
  SQLITE_TOOBIG: '输入内容过长',
  SQLITE_CONSTRAINT_FOREIGNKEY: '关联数据不符：引用的数据不存在，或仍被其他数据引用',
  SQLITE_CONSTRAINT_NOTNULL: '缺少必填内容',
  SQLITE_CONSTRAINT_UNIQUE: '数据已存在，不能重复添加',
  SQLITE_CONSTRAINT_PRIMARYKEY: '数据已存在，不能重复添加',
  SQLITE_CONSTRAINT_CHECK: '数据不符合约束条件',
};

export function databaseRefusal(error: unknown): AppError | undefined {
  const code = (error as { code?: unknown })?.code;
  if (typeof code !== 'string') return undefined;
  const text = PG_MESSAGES[code] ?? SQLITE_MESSAGES[code];
  return text ? badRequest(text) : undefined;
}
