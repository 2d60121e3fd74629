/** The caller's community information (step 2 of the setup wizard): read, and saved with its first grids. */
import type { AppContext } from '../../context.js';
import { badRequest } from '../../http/errors.js';
import { crudCall } from '../crud/call.js';
import { addRow, editRow, type CrudCall } from '../crud/mutations.js';
import { newId } from '../ids.js';
import type { Session } from '../session-service.js';
import { nowText } from '../../../shared/time.js';
import { standardGridName } from './grid-names.js';
import { ownCommunity } from './community.js';
import { isPartOrgCodeFree } from '../party-org/code.js';
import { syncCommunityOrg, withCommunityOrg } from '../party-org/community-org.js';

const FIELDS = [
  'admOrgName',
  'admOrgCode',
  'admAddr',
  'regionIntr',
  'admOrgTel',
  'dicPartOrgType',
  'partOrgCode',
  'partOrgName',
  'partOrgEmpl',
  'partOrgTel',
  'gridNum',
  'fileList',
] as const;
const MAX_IMAGES = 4;

function commInfoCall(ctx: AppContext, session: Session): Promise<CrudCall> {
  return crudCall(ctx, ctx.entities.find('commInfo')!, session);
}

const splitPaths = (v: unknown) =>
  typeof v === 'string'
    ? v
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean)
    : [];

/** The usual name of a community's committee: 砂阳南社区 -> 砂阳南社区居民委员会, 李家村 -> 李家村民委员会. */
export function committeeName(regionName: string | null | undefined): string | undefined {
  if (!regionName) return undefined;
  return regionName.endsWith('村') ? `${regionName}民委员会` : `${regionName}居民委员会`;
}

/**
 * The stored row of the caller's community, or a new one naming it (its committee's name proposed from the
 * community's, which the wizard knows: nobody should have to type it); with the images in the spec's shape.
 */
export async function readCommInfo(ctx: AppContext, session: Session) {
  const regionCode = ownCommunity(session);
  const row = await ctx.db.selectFrom('t_base_comm_info').selectAll().where('regionCode', '=', regionCode).executeTakeFirst();
  const region = await ctx.db.selectFrom('t_base_region').select('regionName').where('regionCode', '=', regionCode).executeTakeFirst();
  const images = splitPaths(row?.fileList).map((fileUrl, i) => ({ fileUrl, inx: i + 1 }));
  const info = row ? await withCommunityOrg(ctx.db, row) : { regionCode, admOrgName: committeeName(region?.regionName) };
  return { ...info, regionName: region?.regionName ?? null, images };
}

export async function regionHasGrid(ctx: AppContext, regionCode: string): Promise<boolean> {
  return Boolean(await ctx.db.selectFrom('t_base_grid').select('id').where('regionCode', '=', regionCode).executeTakeFirst());
}

/**
 * Saves the caller's community information with the entity's rules, the party-organisation code unique everywhere
 * (当前党组织代码已存在), the community's own organisation written as a row of the party tree (partOrgId is the
 * server's link, never taken from the body), at most 4 images; a community without grids must say how many (1-70) and gets that many
 * grid records to complete in step 4. One transaction: nothing is written when anything is refused.
 */
export async function saveCommInfo(ctx: AppContext, session: Session, body: Record<string, unknown>) {
  const regionCode = ownCommunity(session);
  const values: Record<string, unknown> = { regionCode };
  for (const f of FIELDS) if (body[f] !== undefined) values[f] = body[f];
  if (values.dicPartOrgType === '4') values.partOrgCode = null;
  if (splitPaths(values.fileList).length > MAX_IMAGES) throw badRequest(`最多只能上传${MAX_IMAGES}张图片`);
  const hasGrid = await regionHasGrid(ctx, regionCode);
  if (!hasGrid && (values.gridNum === undefined || values.gridNum === null || values.gridNum === '')) throw badRequest('请输入网格数量');
  const existing = await ctx.db.selectFrom('t_base_comm_info').select('id').where('regionCode', '=', regionCode).executeTakeFirst();
  if (typeof values.partOrgCode === 'string' && values.partOrgCode && !(await isPartOrgCodeFree(ctx.db, values.partOrgCode, existing?.id))) {
    throw badRequest('当前党组织代码已存在');
  }
  // The scope is read before the transaction: on SQLite a read through ctx.db inside it would wait for it forever.
  const outside = await commInfoCall(ctx, session);
  await ctx.db.transaction().execute(async (trx) => {
    const call = { ...outside, db: trx };
    const id = existing ? (await editRow(call, { ...values, id: existing.id }), existing.id) : String((await addRow(call, values)).id);
    const saved = await trx.selectFrom('t_base_comm_info').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    await syncCommunityOrg(trx, session.user.username, saved);
    if (!hasGrid) await createGrids(trx, session, regionCode, Number(values.gridNum));
  });
  return readCommInfo(ctx, session);
}

/** `count` grid records of the community, codes <community>001…, named 第N网格, to be completed in step 4. */
async function createGrids(db: CrudCall['db'], session: Session, regionCode: string, count: number) {
  const now = nowText();
  const rows = Array.from({ length: count }, (_, i) => ({
    id: newId(),
    gridName: standardGridName(i + 1),
    gridCode: `${regionCode}${String(i + 1).padStart(3, '0')}`,
    dicGridType: '',
    regionCode,
    drawStatus: 0,
    createBy: session.user.username,
    createTime: now,
  }));
  if (rows.length) await db.insertInto('t_base_grid').values(rows).execute();
}
