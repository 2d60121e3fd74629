/** Geometry as plain arrays ([lng, lat] in degrees), the shapes GeoJSON and polygon-clipping share. */
export type Pair = [number, number];
export type Ring = Pair[];
export type Polygon = Ring[];
export type MultiPolygon = Polygon[];

/** A neighbour the edit may touch, identified by its region (or grid) code. */
export interface Sibling {
  regionCode: string;
  name?: string;
  shape: MultiPolygon;
}

/** What the user decided for an overlapping sibling: 1 "clip me" (the overlap leaves my drawing), 3 "coexist". */
export type OverlapDecision = 1 | 3;

/** A warning the drawing screen shows (texts of 001 §5), by code. */
export type GeoWarning = 'tooFewPoints' | 'outsideParent' | 'hollowNothing' | 'selfIntersecting' | 'engineFailed';

export const WARNING_TEXTS: Record<GeoWarning, string> = {
  tooFewPoints: '多边形至少需要3个点',
  outsideParent: '绘制的区域不在上级区域内',
  hollowNothing: '请在已绘制好的区域上挖空',
  selfIntersecting: '图形违规！',
  engineFailed: '图形计算失败，请调整后重试',
};
