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
import { importedDate } from './excel-dates.js';
import { importNameReader } from './import-names.js';
import { dictValueOf, loadDictTexts, type DictTexts } from './dict-text.js';
import { applyClearWhen, assertTreeParent } from './tree-rules.js';
import { readSheet } from './excel-read.js';
import { regionNameReader, withRegionNames } from './region-names.js';
import { importParts } from './import-parts.js';
import { numberCellProblems } from './number-cells.js';
import { recordFile } from '../files/file-owners.js';
import { writeErrorFile, type BadRow } from './import-errors.js';
import { insertInBatches, IMPORT_BATCH_ROWS } from './import-batches.js';
import { newRow, type CrudCall } from './mutations.js';
import { rowProblems } from './row-checks.js';
import { assertMeetsRules, assertWritable } from './scope.js';
import type { Row } from './types.js';
import { assertUnique } from './unique.js';
import { assertUniqueAcross } from './unique-across.js';

export const MAX_IMPORT_ROWS = 10_000;
// Spreadsheet cells arrive as text or numbers whatever the column type: validate with coercion. One validator
// per entity object, so a reloaded schema gets a fresh one.
const coercing = new WeakMap<EntitySchema, EntityValidation>();

/**
 * Imports the rows of uploaded .xlsx files: header titles name the properties, dictionary texts, region and area names
 * and the names of picked rows are read back into values, codes and keys, a number cell that cannot be the exact
 * text of its property (an 18-digit identity card) is refused (number-cells.ts), each row is validated like an add (with type coercion), checked against the caller's region subtree and unique values, and once every row is
 * checked the good rows are inserted one transaction per batch (import-batches.ts). Bad rows go to an error file the
 * answer points at (JeecgBoot's code 201); so do the rows of a batch that failed to write and of the batches after it.
 */
export async function importExcel(ctx: AppContext, call: CrudCall, req: FastifyRequest): Promise<Envelope> {
  if (!req.isMultipart()) throw badRequest('请选择要导入的Excel文件');
  const { entity } = call;
  const columns = sheetColumns(entity);
  const texts = await loadDictTexts(ctx.db, entity);
  const good: Array<{ row: Row; source: BadRow }> = [];
  const bad: BadRow[] = [];
  const seen = new Map<string, string>();
  const readRegionNames = regionNameReader(ctx.db, entity, call.session);
  const readNames = importNameReader(call);
  let files = 0;
  // Each row's place among all rows read, so the error file lists its rows in the order of the files and lines.
  const place = new Map<BadRow, number>();
  const order = (row: BadRow) => place.get(row) ?? 0;
  for await (const part of importParts(req)) {
    files++;
    const sheet = await readSheet(part.filename, part.bytes, MAX_IMPORT_ROWS - good.length - bad.length);
    const mapped = sheet.header.map((h) => columns.find((c) => c.title === h || c.field === h));
    if (!mapped.some(Boolean)) throw badRequest(`${part.filename}：表头与模板不符，应包含：${columns.map((c) => c.title).join('、')}`);
    if (good.length + bad.length + sheet.rows.length > MAX_IMPORT_ROWS) throw badRequest(`一次最多导入${MAX_IMPORT_ROWS}行数据`);
    for (const { line, cells } of sheet.rows) {
      const raw: Row = {};
      mapped.forEach((c, i) => c && cells[i] !== undefined && cells[i] !== '' && (raw[c.field] = cells[i]));
      // Numbers that cannot be the text typed (an 18-digit identity card) are refused before any name is read.
      const unnamed = [...numberCellProblems(entity, raw), ...(await readRegionNames(raw))];
      const checked = unnamed.length ? { reasons: unnamed } : await checkRow(call, columns, texts, readNames, raw, seen, `${part.filename}第${line}行`);
      const source: BadRow = { file: part.filename, line, cells: columns.map((c) => raw[c.field] as BadRow['cells'][number]), reasons: [] };
      place.set(source, place.size);
      if ('reasons' in checked) bad.push(Object.assign(source, { reasons: checked.reasons }));
      else good.push({ row: newRow(call, checked.data), source });
    }
  }
  if (!files) throw badRequest('请选择要导入的Excel文件');
  if (!good.length && !bad.length) throw badRequest('文件中没有可导入的数据');
  const { written, failed } = await insertInBatches(
    call.db,
    entity,
    good.map((g) => g.row),
    (error) => req.log.error({ err: error }, 'import batch failed'),
  );
  if (failed) {
    const first = (failed.batch - 1) * IMPORT_BATCH_ROWS;
    const notWritten = good.slice(first).map((g, i) =>
      Object.assign(g.source, {
        reasons: [i < IMPORT_BATCH_ROWS ? `第${failed.batch}批写入失败，本批未导入：${failed.reason}` : `第${failed.batch}批写入失败，本行未导入`],
      }),
    );
    // In file order: the rows of a file and its lines, as the user reads the sheet.
    bad.push(...notWritten);
    bad.sort((a, b) => order(a) - order(b));
  }
  if (!bad.length) return ok({ successCount: written, errorCount: 0, totalCount: written }, `文件导入成功！数据行数:${written}`);

  // The error file shows names where the rows hold codes, as the export does, so it reads (and imports) the same.
  for (const row of bad) row.cells = columns.map((c, i) => (c.dict ? dictCellText(texts.get(c.dict), row.cells[i]) : row.cells[i]));
  await withRegionNames(
    ctx.db,
    entity,
    columns.map((c) => c.field),
    bad.map((b) => b.cells),
    call.scope?.regionNames,
  );
  const filePath = await writeErrorFile(
    ctx.config.dataDir,
    columns.map((c) => c.title),
    bad,
  );
  await recordFile(ctx.db, filePath, call.session);
  const total = written + bad.length;
  const result = {
    totalCount: total,
    successCount: written,
    errorCount: bad.length,
    msg: `总上传行数：${total}，已导入行数：${written}，错误行数：${bad.length}`,
    filePath,
    fileUrl: `/sys/common/static/${filePath}`,
    fileName: filePath.slice('temp/'.length),
  };
  if (failed && !written) throw new AppError(`导入失败，写入数据库出错（${failed.reason}），没有导入任何数据，请下载错误文件查看未导入的行`, 400, 400, result);
  if (!written) throw new AppError(`导入失败，${bad.length}行数据全部有错误，请下载错误文件查看原因`, 400, 400, result);
  if (failed)
    return { ...ok(result, `导入中断：第${failed.batch}批写入失败（${failed.reason}），已导入前${written}行，其后的行未导入，请下载错误文件查看`), code: 201 };
  return { ...ok(result, '导入成功,但是有错误数据!'), code: 201 };
}

/** A row's clean, typed values, or the reasons it cannot be imported. */
async function checkRow(
  call: CrudCall,
  columns: SheetColumn[],
  texts: DictTexts,
  readNames: ReturnType<typeof importNameReader>,
  raw: Row,
  seen: Map<string, string>,
  where: string,
): Promise<{ data: Row } | { reasons: string[] }> {
  const { entity } = call;
  const input: Row = { ...raw };
  for (const c of columns)
    if (c.dict && typeof input[c.field] === 'string')
      input[c.field] = dictValueOf(texts.get(c.dict), input[c.field] as string, entity.properties[c.field]['x-dict-multiple']);
  for (const c of columns) if (c.date) input[c.field] = importedDate(input[c.field], c.date);
  // Areas and picked rows as the export writes them, by name; the error file keeps the names as they were typed.
  const unnamed = await readNames(input);
  if (unnamed.length) return { reasons: unnamed };
  let data: Row;
  try {
    data = validatorOf(entity).check(entity, 'add', input);
    assertWritable(entity, call.scope, data, true);
    applyClearWhen(entity, data);
    // With the server's defaults and audit columns, as the row will be stored.
    assertMeetsRules(call.scope, newRow(call, data));
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

/** A dictionary cell as its text: a value (or comma-joined values) the dictionary knows becomes its text; others stay. */
function dictCellText(texts: Map<string, string> | undefined, cell: BadRow['cells'][number]): BadRow['cells'][number] {
  if (cell === undefined || cell === '' || !texts) return cell;
  const values = String(cell).split(',');
  return values.every((v) => texts.has(v.trim())) ? values.map((v) => texts.get(v.trim())).join(',') : cell;
}

function validatorOf(entity: EntitySchema): EntityValidation {
  let v = coercing.get(entity);
  if (!v) coercing.set(entity, (v = new EntityValidation(createAjv({ coerce: true }))));
  return v;
}
