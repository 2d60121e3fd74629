/**
 * The administrative-division select's call (002 §7): GET TPartEmplRegionController/queryRegionName with regionCode.
 * The spec names only the parameter; our answer: the region's name and the names from the province down to it,
 * comma-joined like the user info's regionNameList (000 §3), so a chosen division shows its full name.
 */
import { get } from './define.js';

export interface RegionNameResult {
  regionCode: string;
  regionName: string;
  /** Names from the province down to the region, comma-joined. */
  regionNameList: string;
}

export const regionName = get<{ regionCode: string }, RegionNameResult>('/TPartEmplRegionController/queryRegionName');
