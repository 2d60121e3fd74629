/**
 * TBaseRegionController routes of 001 §7 whose answers the spec does not show; our shapes: a region tree of
 * {regionCode, regionName, regionLevel, children}, a level number (province 1 … community 5, grid 6), and
 * {regionCode, regionName} lists. The generic routes (save, edit, getInfoById, currentList) are the region entity's.
 */
import { get, post } from './define.js';
import type { RegionNode } from './schema.js';

export const allRegionTree = post<Record<string, never>, RegionNode[]>('/TBaseRegionController/queryAllRegionTree');
export const levelOf = get<{ regionCode: string }, number>('/TBaseRegionController/getLev');
export const userLevel = get<Record<string, never>, number>('/TBaseRegionController/getUserLev');
export const childCommunities = get<Record<string, never>, Array<{ regionCode: string; regionName: string }>>('/TBaseRegionController/queryChildCommunity');
