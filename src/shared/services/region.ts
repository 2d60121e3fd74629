/**
 * TBaseRegionController routes of 001 §7 whose answers the spec does not show; our shapes: a region tree of
 * {regionCode, regionName, regionLevel, children}, a level number (province 1 … community 5, grid 6), and
 * {regionCode, regionName} lists. The generic routes (list, currentList, queryById, getInfoById) are the region entity's; its add (also as save), edit and delete are `regionAdd`, `regionSave`, `regionEdit`, `regionDelete`.
 */
import { del, get, post, put } from './define.js';
import type { RegionNode } from './schema.js';

export const allRegionTree = post<Record<string, never>, RegionNode[]>('/TBaseRegionController/queryAllRegionTree', { writes: false });
export const levelOf = get<{ regionCode: string }, number>('/TBaseRegionController/getLev');
export const userLevel = get<Record<string, never>, number>('/TBaseRegionController/getUserLev');
export const childCommunities = get<Record<string, never>, Array<{ regionCode: string; regionName: string }>>('/TBaseRegionController/queryChildCommunity');

/** A party organisation as the party tree shows it (texts of its dictionary and region fields beside them). */
export interface PartOrgNode {
  id: string;
  /** "0" at the top of the tree. */
  parentId: string;
  orgName: string;
  orgCode: string | null;
  dicPartOrgType: string;
  dicPartOrgType_dictText?: string | null;
  secretary: string | null;
  phone: string | null;
  /** The region it belongs to (who may see it). */
  regionCode: string;
  regionCode_dictText?: string | null;
  /** The administrative node it leads (the 党/行政 binding), if any. */
  bindCode: string | null;
  bindCode_dictText?: string | null;
  sortNo: number | null;
  /** queryAllPartTree: the nested children (empty for a leaf). */
  children?: PartOrgNode[];
  /** queryPartTreeDesc: whether the node has children of its own. */
  hasChild?: boolean;
}

/** Whether an administrative node is led by a party organisation; the organisation only when the caller may read it. */
export interface RegionBinding {
  bound: boolean;
  orgId: string | null;
  orgName: string | null;
}

/** An organisation's binding as the binding dialog edits it. */
export interface PartOrgBinding {
  id: string;
  orgName: string;
  orgCode: string | null;
  dicPartOrgType: string;
  dicPartOrgType_dictText?: string | null;
  parentId: string | null;
  parentName: string | null;
  regionCode: string;
  regionCode_dictText?: string | null;
  bindCode: string | null;
  bindCode_dictText?: string | null;
}

/** The caller's party tree, nested; with orgName, the matching organisations and their ancestors. */
export const allPartTree = post<{ orgName?: string }, PartOrgNode[]>('/TBaseRegionController/queryAllPartTree', { writes: false });
/** One level for lazy loading: the children of argPid (empty: the caller's tops), each with hasChild. */
export const partTreeLevel = post<{ argPid?: string }, PartOrgNode[]>('/TBaseRegionController/queryPartTreeDesc', { writes: false });
/** Whether the region or grid `code` is already led by a party organisation. */
export const isBinding = get<{ code: string }, RegionBinding>('/TBaseRegionController/isBinding');
/** The binding of organisation `id`, for editing. */
export const bindingInfo = get<{ id: string }, PartOrgBinding>('/TBaseRegionController/editDAndXZ');
/** Binds organisation `id` to the node `bindCode` (empty or null: unbinds); answers the new binding. */
export const saveBinding = post<{ id: string; bindCode?: string | null }, PartOrgBinding>('/TBaseRegionController/ediDOrXz');

/** 行政区划's writes (administrators only): a sub-region's code is its parent's code plus the level's digits. */
export interface RegionInput {
  id?: string;
  regionCode: string;
  regionName: string;
  parentCode?: string;
  gisLon?: number | null;
  gisLat?: number | null;
}
export const regionAdd = post<RegionInput, Record<string, unknown>>('/TBaseRegionController/add');
/** JeecgBoot's original name of the add. */
export const regionSave = post<RegionInput, Record<string, unknown>>('/TBaseRegionController/save');
export const regionEdit = put<RegionInput & { id: string }, null>('/TBaseRegionController/edit');
/** Refused while the region has sub-regions, grids, users or departments. */
export const regionDelete = del<{ id: string }, null>('/TBaseRegionController/delete');
