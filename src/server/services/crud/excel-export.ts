import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { areaFields, htmlFields, pickFields, primaryKeyOf, regionFields } from '../../../shared/entity-meta.js';
import { signTimestamp } from '../../../shared/time.js';
import type { AppContext } from '../../context.js';
import { badRequest } from '../../http/errors.js';
import { htmlToText } from '../html/sanitize-html.js';
import { attachment, sheetColumns, XLSX_TYPE, type SheetColumn } from './columns.js';
import { DATE_NUM_FMT, excelDateCell } from './excel-dates.js';
import { listVersions } from './data-version.js';
import { dictText } from './dict-text.js';
import { countRows, dictTexts, pageRows } from './list-page.js';
import { listSpec } from './list-spec.js';
import { withPickText } from './pick-text.js';
import { withRegionText } from './region-text.js';
import type { CrudCall } from './mutations.js';
import { idList, single, type Query } from './params.js';
import { sqlTraits } from './traits.js';
import type { Row } from './types.js';

/**
 * Resolves once the zip has taken the rows written to the sheet. exceljs's sheet stream never pushes back: it writes
 * into the zip entry's stream whatever that holds already, so without this wait a large sheet would sit in memory
 * uncompressed. The entry stream is internal to exceljs; without it (another exceljs) this waits for nothing.
 */
async function sheetTaken(sheet: unknown): Promise<void> {
  const entry = (sheet as { stream?: { pipes?: Array<NodeJS.EventEmitter & { _writableState?: { needDrain?: boolean } }> } }).stream?.pipes?.[0];
  if (entry?._writableState?.needDrain) await once(entry, 'drain');
}

export const MAX_EXPORT_ROWS = 1_000_000;
const BATCH = 2000;

/**
 * The rows a list with the same filters would show (or only the `selections` ids among them), as an .xlsx
 * with the property titles as header, dictionary texts instead of codes, region, grid and area names instead of their
 * codes (the import reads them back), the names of picked rows instead of their keys, and rich text as the plain
 * text a reader sees.
 */
export async function exportXls(ctx: AppContext, call: CrudCall, query: Query, reply: FastifyReply): Promise<FastifyReply> {
  const { entity, scope } = call;
  const spec = listSpec(entity, query, ['selections', 'fileName'], (id) => call.entities.find(id));
  const selections = single(query, 'selections');
  if (selections?.trim()) spec.conditions.push({ field: primaryKeyOf(entity), rule: 'in', values: idList(selections, '选中的数据') });
  const traits = await sqlTraits(ctx.database);
  const versions = await listVersions(ctx.database, entity);
  const total = await countRows(ctx.database, spec, scope, traits, versions?.rows);
  if (total > MAX_EXPORT_ROWS) throw badRequest(`导出数据共${total}条，超过${MAX_EXPORT_ROWS}条，请缩小查询范围`);
  // The first batch is read before answering, so a bad query still gets an envelope; the rest is read while the
  // file streams out, a batch at a time, so memory stays flat however many rows there are.
  const at = { traits, version: versions?.rows, total };
  const first = await pageRows(ctx.database, spec, scope, at, 0, BATCH);
  const texts = await dictTexts(ctx.database, entity, versions?.dicts);
  const named = new Set([...pickFields(entity).map(([field]) => field), ...regionFields(entity), ...areaFields(entity)]);
  const html = new Set(htmlFields(entity));
  const cell = (row: Row, { field, dict, date }: SheetColumn): unknown => {
    if (dict) return dictText(texts.get(dict), row[field]);
    if (date) return excelDateCell(row[field]);
    if (html.has(field)) return htmlToText(row[field]);
    // A code whose region is gone has no name: the code is all there is to show.
    return named.has(field) && row[`${field}_dictText`] ? row[`${field}_dictText`] : row[field];
  };

  const columns = sheetColumns(entity);
  const stream = new PassThrough();
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  const sheet = book.addWorksheet(entity.title);
  sheet.columns = columns.map((c) => ({
    header: c.title,
    key: c.field,
    width: Math.max(c.date === 'date-time' ? 20 : 12, c.title.length * 2 + 4),
    ...(c.date ? { style: { numFmt: DATE_NUM_FMT[c.date] } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  const write = async () => {
    for (let offset = 0, batch = first; batch.length; offset += BATCH) {
      await withPickText(ctx.db, entity, batch, scope?.picks);
      await withRegionText(ctx.db, entity, batch, scope?.regionNames);
      for (const row of batch) {
        const values: Row = {};
        for (const c of columns) values[c.field] = cell(row, c);
        sheet.addRow(values).commit();
      }
      // The zip and the reader are slower than the database: wait until they have taken what was written.
      await sheetTaken(sheet);
      if (stream.writableNeedDrain) await once(stream, 'drain');
      batch = offset + BATCH < total ? await pageRows(ctx.database, spec, scope, at, offset + BATCH, BATCH) : [];
    }
    sheet.commit();
    await book.commit();
  };
  write().catch((error) => {
    reply.log.error({ err: error }, 'export stopped part way; the download is cut off');
    stream.destroy(error);
  });
  // The client may name the download (JeecgBoot passes the list's title); only the name part is used.
  const asked = single(query, 'fileName')
    ?.replace(/\.xlsx?$/i, '')
    .replace(/[\\/:*?"<>|\u0000-\u001f]/g, '')
    .replace(/^[.\s]+/, '')
    .trim()
    .slice(0, 60);
  const fileName = `${asked || entity.title}_${signTimestamp()}.xlsx`;
  return reply.header('content-type', XLSX_TYPE).header('content-disposition', attachment(fileName)).header('x-total-count', String(total)).send(stream);
}
