/** Drawn regions and grids as Leaflet layers: one polygon per shape, with its name at its middle. */
import type L from 'leaflet';
import type { MultiPolygon } from '@shared/geo';
import type { MapFeature } from '@shared/services/gis';
import { labelPoint, polygonLatLngs } from './geometry';
import { L as Leaflet, labelMarker } from './leaflet';

export interface Shape {
  regionCode: string;
  name: string | null;
  shape: MultiPolygon;
}

export interface ShapeStyle {
  color: string;
  fillOpacity: number;
  weight?: number;
  dashArray?: string;
  fill?: boolean;
  /** Class of the SVG paths (which layer a shape belongs to). */
  className?: string;
}

export const shapeOf = (f: MapFeature): Shape => ({
  regionCode: f.properties.regionCode,
  name: f.properties.name,
  shape: f.geometry.coordinates as MultiPolygon,
});

/** The multipolygon as one Leaflet polygon (outer rings and holes). */
export const polygonLayer = (shape: MultiPolygon, style: ShapeStyle, interactive = false): L.Polygon =>
  Leaflet.polygon(shape.map(polygonLatLngs), { ...style, weight: style.weight ?? 2, interactive, bubblingMouseEvents: true });

/**
 * A group of shapes with their names. `onClick` makes them clickable (the click still reaches the map, so drawing
 * over a shape works).
 */
export function shapesLayer(shapes: Shape[], style: ShapeStyle | ((s: Shape) => ShapeStyle), onClick?: (s: Shape) => void): L.LayerGroup {
  const group = Leaflet.layerGroup();
  for (const s of shapes) {
    const poly = polygonLayer(s.shape, typeof style === 'function' ? style(s) : style, Boolean(onClick));
    if (onClick) poly.on('click', () => onClick(s));
    group.addLayer(poly);
    const at = labelPoint(s.shape);
    if (at && s.name) group.addLayer(labelMarker(at, s.name));
  }
  return group;
}
