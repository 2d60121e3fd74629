import { areaOf, bboxOf, intersect, planarArea, selfIntersections, subtract, type MultiPolygon } from '../../../shared/geo/index.js';
import { nowText } from '../../../shared/time.js';
import type { Db } from '../../db/connect.js';
import { AppError, badRequest, notFound } from '../../http/errors.js';
import type { Session } from '../session-service.js';
import { loadFeatures, nameOf, siblingsOf } from './feature-store.js';
import { readLayer } from './geojson.js';
import { assertMayDraw, assertMayView, ruleHidden } from './map-scope.js';
import type { ScopeSource } from '../crud/scope.js';
import { canReach } from '../region-scope.js';
import { isGridCode, isRegionCode, parentOf } from '../../../../validators/region-code.js';

/** Square degrees (about 10 m² here) a saved shape may stick out of its parent or into a neighbour. */
export const TOLERANCE = 1e-9;
export const STALE = '图形已被他人修改，请刷新后重新绘制';

export interface SaveFeatureBody {
  regionCode?: unknown;
  layerJson?: unknown;
  /** The version the drawing started from (absent or 0 for a first drawing). */
  version?: unknown;
  /** Neighbours the user chose to coexist with (overlap allowed). */
  coexist?: unknown;
  /** Neighbours whose borders the cut gave shared vertices: same area, new vertices. */
  siblings?: unknown;
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
const versionOf = (v: unknown) => (v === undefined || v === null || v === '' ? 0 : Number.isInteger(Number(v)) ? Number(v) : NaN);

function assertSimple(shape: MultiPolygon): void {
  if (!shape.length) throw badRequest('请先绘制图形');
  for (const poly of shape) for (const ring of poly) if (selfIntersections(ring) > 0) throw badRequest('图形违规！存在自相交的边');
}

/**
 * Saves a drawing and the neighbours it touched, in one transaction, after checking what the screen checked:
 * valid polygons without self-intersections, inside the parent, no overlap with a neighbour unless the user chose
 * to coexist with it, neighbours changed only by shared border vertices, every region inside the caller's subtree,
 * and every version as the client read it (a stale save is refused, nothing is written). The area is computed
 * here; the client's is ignored. A grid's drawStatus becomes 1.
 */
export async function saveFeature(
  source: ScopeSource,
  session: Session,
  body: SaveFeatureBody,
): Promise<{ regionCode: string; area: number; version: number }> {
  const code = text(body.regionCode);
  if (!isRegionCode(code)) throw badRequest('区域编码不正确');
  const db: Db = source.db;
  await assertMayDraw(source, session, code);
  if ((await nameOf(db, code)) === null) throw notFound('区域不存在');
  const shape = readLayer(body.layerJson);
  assertSimple(shape);
  const parentCode = parentOf(code);
  const neighbours = await siblingsOf(db, code);
  const stored = await loadFeatures(db, [code, ...(parentCode ? [parentCode] : []), ...neighbours.map((n) => n.code)]);
  const parent = parentCode ? stored.get(parentCode) : undefined;
  if (parent && planarArea(subtract(shape, parent.shape)) > TOLERANCE) throw badRequest('绘制的区域超出上级区域');

  const updates = new Map<string, { shape: MultiPolygon; version: number }>();
  for (const s of Array.isArray(body.siblings) ? (body.siblings as Array<Record<string, unknown>>) : []) {
    const sc = text(s?.regionCode);
    const before = stored.get(sc);
    if (!neighbours.some((n) => n.code === sc) || !before) throw badRequest('只能随裁剪保存同级区域的图形');
    const next = readLayer(s.layerJson);
    assertSimple(next);
    if (Math.abs(planarArea(next) - planarArea(before.shape)) > TOLERANCE) throw badRequest('相邻区域的图形只能随裁剪调整边界顶点');
    // A neighbour outside the caller's subtree (a community drawing its range next to other communities) may only
    // receive the cut's vertices on its border: its shape must stay the same, not just its area.
    if (!canReach(session, sc)) {
      await assertMayView(source, session, sc);
      if (planarArea(subtract(next, before.shape)) + planarArea(subtract(before.shape, next)) > TOLERANCE)
        throw badRequest('相邻区域的图形只能随裁剪调整边界顶点');
    }
    updates.set(sc, { shape: next, version: versionOf(s.version) });
  }
  // A neighbour the caller's data rules hide is still not overlapped, but is not named.
  const hidden = await ruleHidden(
    source,
    session,
    neighbours.map((n) => n.code),
  );
  const coexist = new Set(Array.isArray(body.coexist) ? body.coexist.map(String) : []);
  const box = bboxOf(shape);
  for (const n of neighbours) {
    const other = updates.get(n.code)?.shape ?? stored.get(n.code)?.shape;
    if (!other || coexist.has(n.code)) continue;
    const b = bboxOf(other);
    if (b[0] > box[2] || b[2] < box[0] || b[1] > box[3] || b[3] < box[1]) continue;
    if (planarArea(intersect(shape, other)) > TOLERANCE)
      throw badRequest(`与${hidden.has(n.code) ? '相邻区域' : n.name || '未获取到区域名称'}存在重叠区域，请选择裁剪或共存`);
  }

  const own = { shape, version: versionOf(body.version) };
  if (Number.isNaN(own.version) || [...updates.values()].some((u) => Number.isNaN(u.version))) throw badRequest('版本号不正确');
  return db.transaction().execute(async (trx) => {
    const saved = await write(trx, session, code, own.shape, own.version);
    for (const [sc, u] of updates) await write(trx, session, sc, u.shape, u.version);
    if (isGridCode(code)) await trx.updateTable('t_base_grid').set({ drawStatus: 1 }).where('gridCode', '=', code).execute();
    return { regionCode: code, ...saved };
  });
}

async function write(db: Db, session: Session, code: string, shape: MultiPolygon, expected: number): Promise<{ area: number; version: number }> {
  const [minX, minY, maxX, maxY] = bboxOf(shape);
  const row = {
    layerJson: JSON.stringify(shape),
    area: Math.round(areaOf(shape) * 100) / 100,
    minX,
    minY,
    maxX,
    maxY,
    updateBy: session.user.username,
    updateTime: nowText(),
  };
  if (expected === 0) {
    const exists = await db.selectFrom('t_gis_feature').select('version').where('regionCode', '=', code).executeTakeFirst();
    if (exists) throw new AppError(STALE, 409);
    // Two first drawings at once: the second insert meets the first's key, which is the same stale case.
    await db
      .insertInto('t_gis_feature')
      .values({ regionCode: code, ...row, version: 1 })
      .execute()
      .catch((error: unknown) => {
        if (/UNIQUE|PRIMARYKEY|23505/.test(String((error as { code?: unknown }).code))) throw new AppError(STALE, 409);
        throw error;
      });
    return { area: row.area, version: 1 };
  }
  const result = await db
    .updateTable('t_gis_feature')
    .set({ ...row, version: expected + 1 })
    .where('regionCode', '=', code)
    .where('version', '=', expected)
    .executeTakeFirst();
  if (!Number(result.numUpdatedRows)) throw new AppError(STALE, 409);
  return { area: row.area, version: expected + 1 };
}
