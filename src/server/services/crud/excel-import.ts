import type { FastifyRequest } from 'fastify';
import { createAjv } from '../../../../validators/ajv.js';
import { joinMessages } from '../../../../validators/messages.js';
import { fieldLabel, type EntitySchema } from '../../../shared/entity-meta.js';
import type { Envelope } from '../../../shared/envelope.js';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/envelope.js';
import { AppError, badRequest } from '../../http/errors.js';
import { EntityValidation } from '../entity-validation.js';
import { sheetColumns, type SheetColumn } from './columns.js';
import { dictValueOf, loadDictTexts, type DictTexts } from './dict-text.js';
import { applyClearWhen, assertTreeParent } from './tree-rules.js';
import { readSheet } from './excel-read.js';
import { importParts } from './import-parts.js';
import { recordFile } from '../files/file-owners.js';
import { writeErrorFile, type BadRow } from './import-errors.js';
import { insertRows, newRow, type CrudCall } from './mutations.js';
import { rowProblems } from './row-checks.js';
import { assertWritable } from './scope.js';
import type { Row } from './types.js';
import { assertUnique } from './unique.js';
import { assertUniqueAcross } from './unique-across.js';

export const MAX_IMPORT_ROWS = 10_000;
// Spreadsheet cells arrive as text or numbers whatever the column type: validate with coercion. One validator
// per entity object, so a reloaded schema gets a fresh one.
const coercing = new WeakMap<EntitySchema, EntityValidation>();

/**
 * Imports the rows of uploaded .xlsx files: header titles name the properties, each row is validated like an
 * add (with type coercion), checked against the caller's region subtree and unique values, and the good rows are
 * inserted together. Bad rows go to an error file the answer points at (JeecgBoot's code 201).
 */
export async function importExcel(ctx: AppContext, call: CrudCall, req: FastifyRequest): Promise<Envelope> {
  if (!req.isMultipart()) throw badRequest('请选择要导入的Excel文件');
  const { entity } = call;
  const columns = sheetColumns(entity);
  const texts = await loadDictTexts(ctx.db, entity);
  const good: Row[] = [];
  const bad: BadRow[] = [];
  const seen = new Map<string, string>();
  let files = 0;
  for await (const part of importParts(req)) {
    files++;
    const sheet = await readSheet(part.filename, part.bytes, MAX_IMPORT_ROWS - good.length - bad.length);
    const mapped = sheet.header.map((h) => columns.find((c) => c.title === h || c.field === h));
    if (!mapped.some(Boolean)) throw badRequest(`${part.filename}：表头与模板不符，应包含：${columns.map((c) => c.title).join('、')}`);
    if (good.length + bad.length + sheet.rows.length > MAX_IMPORT_ROWS) throw badRequest(`一次最多导入${MAX_IMPORT_ROWS}行数据`);
    for (const { line, cells } of sheet.rows) {
      const raw: Row = {};
      mapped.forEach((c, i) => c && cells[i] !== undefined && cells[i] !== '' && (raw[c.field] = cells[i]));
      const checked = await checkRow(call, columns, texts, raw, seen, `${part.filename}第${line}行`);
      if ('reasons' in checked) bad.push({ file: part.filename, line, cells: columns.map((c) => raw[c.field] as BadRow['cells'][number]), reasons: checked.reasons });
      else good.push(newRow(call, checked.data));
    }
  }
  if (!files) throw badRequest('请选择要导入的Excel文件');
  if (!good.length && !bad.length) throw badRequest('文件中没有可导入的数据');
  if (good.length) await call.db.transaction().execute((trx) => insertRows(trx, entity, good));
  if (!bad.length) return ok({ successCount: good.length, errorCount: 0, totalCount: good.length }, `文件导入成功！数据行数:${good.length}`);

  const filePath = await writeErrorFile(ctx.config.dataDir, columns.map((c) => c.title), bad);
  await recordFile(ctx.db, filePath, call.session);
  const total = good.length + bad.length;
  const result = {
    totalCount: total,
    successCount: good.length,
    errorCount: bad.length,
    msg: `总上传行数：${total}，已导入行数：${good.length}，错误行数：${bad.length}`,
    filePath,
    fileUrl: `/sys/common/static/${filePath}`,
    fileName: filePath.slice('temp/'.length),
  };
  if (!good.length) throw new AppError(`导入失败，${bad.length}行数据全部有错误，请下载错误文件查看原因`, 400, 400, result);
  return { ...ok(result, '导入成功,但是有错误数据!'), code: 201 };
}

/** A row's clean, typed values, or the reasons it cannot be imported. */
async function checkRow(call: CrudCall, columns: SheetColumn[], texts: DictTexts, raw: Row, seen: Map<string, string>, where: string): Promise<{ data: Row } | { reasons: string[] }> {
  const { entity } = call;
  const input: Row = { ...raw };
  for (const c of columns) if (c.dict && typeof input[c.field] === 'string') input[c.field] = dictValueOf(texts.get(c.dict), input[c.field] as string);
  let data: Row;
  try {
    data = validatorOf(entity).check(entity, 'add', input);
    assertWritable(entity, call.scope, data, true);
    applyClearWhen(entity, data);
    await assertTreeParent(call.db, entity, call.scope, data);
    // The checks of every written row (add, edit, detail rows), with the dictionaries loaded once per file.
    const problems = await rowProblems(call, data, undefined, texts);
    if (problems.length) return { reasons: [joinMessages(problems)] };
    await assertUnique(call.db, entity, data, undefined, call.scope);
    await assertUniqueAcross(call.db, call.entities, entity, data);
  } catch (error) {
    if (error instanceof AppError) return { reasons: [error.message] };
    throw error;
  }
  for (const fields of entity['x-entity'].unique ?? []) {
    if (fields.some((f) => data[f] === undefined)) continue;
    const key = JSON.stringify([fields, fields.map((f) => data[f])]);
    const first = seen.get(key);
    if (first) return { reasons: [`${fields.map((f) => fieldLabel(entity, f)).join('、')}与${first}重复`] };
    seen.set(key, where);
  }
  return { data };
}

function validatorOf(entity: EntitySchema): EntityValidation {
  let v = coercing.get(entity);
  if (!v) coercing.set(entity, (v = new EntityValidation(createAjv({ coerce: true }))));
  return v;
}
