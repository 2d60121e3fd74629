/** Screen schemas served to the renderer, and the region tree its region fields read. */
import type { EntitySchema } from '../entity-meta.js';
import { get } from './define.js';

/** The screen schema (schemas/screens/<id>.json) with the resolved entity schema it names (null for a dashboard). */
export const screen = get<{ id: string }, { screen: unknown; entity: EntitySchema | null }>('/schema/screen/{id}');

export interface RegionNode {
  regionCode: string;
  regionName: string;
  /** Province 1 … community 5; a grid (asked `withGrids`) 6. */
  regionLevel?: number;
  children?: RegionNode[];
}

/** The region tree below (and including) a region code; `withGrids` adds each community's grids below it. */
export const regionTree = get<{ regionCode: string; hasFRegion?: boolean; withGrids?: boolean }, RegionNode[]>('/sys/user/getRegionTreeOrListBody');
export const hasAdminRole = get<Record<string, never>, boolean>('/sys/user/hasAdminRole');
