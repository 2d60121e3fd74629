/**
 * The community setup wizard (001 §2, §4, §7): the caller's own community information, its grids as the wizard
 * lists them, the party-organisation code check and the end of the guide. Every route works on the caller's own
 * community (the session's region code); nobody names another community here.
 */
import { get, post } from './define.js';

export interface CommInfo {
  id?: string;
  regionCode: string;
  regionName?: string;
  admOrgName?: string | null;
  admOrgCode?: string | null;
  admAddr?: string | null;
  regionIntr?: string | null;
  admOrgTel?: string | null;
  dicPartOrgType?: string | null;
  partOrgCode?: string | null;
  partOrgName?: string | null;
  partOrgEmpl?: string | null;
  partOrgTel?: string | null;
  partOrgId?: string | null;
  gridNum?: number | null;
  /** Stored paths, comma-joined in order. */
  fileList?: string | null;
  /** The same images as the spec shapes them: 1-based position inx. */
  images?: Array<{ fileUrl: string; inx: number }>;
}

/** A grid as step 4 lists it: hasEdit when every field the wizard asks for is filled. */
export interface GuideGrid extends Record<string, unknown> {
  id: string;
  gridName: string;
  gridCode: string;
  drawStatus: number;
  hasEdit: boolean;
}

export const regionHasGrid = get<Record<string, never>, boolean>('/TBaseGridController/regionHasGrid');
export const commInfo = get<Record<string, never>, CommInfo>('/TBaseRegionController/getCommInfo');
export const editCommInfo = post<Partial<CommInfo>, CommInfo>('/TBaseRegionController/editCommInfo');
/** true: the code is free (used by no community and no grid but the record `orgId` itself). */
export const checkPartOrgCode = get<{ partOrgCode: string; orgId?: string }, boolean>('/TPartOrgManageController/checkPartOrgCode');
/** One name of the grid-name choice: status 0 when another grid of the community already has it (disabled). */
export interface GridNameOption {
  gridName: string;
  value: string;
  status: 0 | 1;
}

/**
 * The grid-name choice (001 §3): 第1网格..第70网格 for the caller's community, or for `regionCode` (a community inside
 * the caller's region); the grid `id` being edited does not take its own name.
 */
export const gridList = get<{ regionCode?: string; id?: string }, GridNameOption[]>('/TBaseGridController/gridList');
export const gridNewList = get<Record<string, never>, GuideGrid[]>('/TBaseGridController/gridNewList');
export const completeGuide = post<Record<string, never>, null>('/TBaseGridController/completeGuide');
