import { idCardCheckChar } from '../../validators/id-card.js';
import type { TestServer } from '../helpers/server.js';

/** A valid 18-digit identity card number, distinct per sequence number. */
export function idCard(seq: number, birth = '19900101'): string {
  const first17 = `210102${birth}${String(seq).padStart(3, '0')}`;
  return first17 + idCardCheckChar(first17);
}

export interface ResidentInput {
  name: string;
  sex: string;
  regionCode: string;
  idCard?: string;
  phone?: string;
  buildingName?: string;
  address?: string;
}

/** Residents across the demo regions: community01's grids (210102001002xxx), community02's (…003xxx), another street. */
export const RESIDENTS: ResidentInput[] = [
  { name: '王小明', sex: '1', regionCode: '210102001002001', idCard: idCard(1), phone: '13800001111', buildingName: '1号楼', address: '水源街1号' },
  { name: '王芳', sex: '2', regionCode: '210102001002002', idCard: idCard(2), buildingName: '2号楼', address: '水源街2号' },
  { name: '李王', sex: '1', regionCode: '210102001003001', idCard: idCard(3), buildingName: '3号楼', address: '砂阳路3号' },
  { name: '张伟', sex: '1', regionCode: '210102001003002', idCard: idCard(4), buildingName: '1号楼,2号楼', address: '砂阳路4号' },
  { name: '赵敏', sex: '2', regionCode: '210102002001001', idCard: idCard(5), buildingName: '5号楼', address: '新华路5号' },
  { name: '王%特殊', sex: '2', regionCode: '210102001002001', idCard: idCard(6), buildingName: '6号楼', address: '水源街6号' },
  { name: 'Smith', sex: '1', regionCode: '210102001002003', idCard: idCard(7), buildingName: '7号楼', address: 'Oak St 7' },
  { name: '孙丽', sex: '2', regionCode: '210102001003001', idCard: idCard(8), buildingName: '8号楼', address: '砂阳路8号' },
];

/**
 * Adds residents through the API as admin, then gives them distinct creation times one day apart (index 0 the
 * oldest), so that the default order (createTime desc) is known. Returns the ids in input order.
 */
export async function addResidents(s: TestServer, token: string, list: ResidentInput[] = RESIDENTS): Promise<string[]> {
  const ids: string[] = [];
  for (const [i, r] of list.entries()) {
    const answer = await s.api.post('/TBaseResidentController/add', r, token);
    if (!answer.body.success) throw new Error(`add ${r.name}: ${answer.body.message}`);
    ids.push(answer.body.result.id);
    const day = String(i + 1).padStart(2, '0');
    await s.app.ctx.db
      .updateTable('t_base_resident')
      .set({ createTime: `2026-01-${day} 10:00:00` })
      .where('id', '=', answer.body.result.id)
      .execute();
  }
  return ids;
}

export const names = (records: Array<{ name: string }>) => records.map((r) => r.name);
