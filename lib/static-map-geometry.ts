import { geoNaturalEarth1, geoPath, type GeoContext, type GeoPermissibleObjects } from 'd3-geo';
import type { Feature, FeatureCollection, MultiPoint } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countries110m from 'world-atlas/countries-110m.json';
import land110m from 'world-atlas/land-110m.json';
import { countryCodes, siteConfig, type OfficeId } from '@/lib/site-config';

/**
 * The static office map, computed once at build time (the page is prerendered):
 * Natural Earth land at 1:110m, projected onto a fixed 960 × 600 frame that keeps
 * the six offices in view (from the North Sea to the Caspian, the Gulf and Brazil),
 * written as compact relative SVG paths.
 */

const staticMapWidth = 960;
const staticMapHeight = 600;

/** Points that, with the offices, decide the crop: the South Atlantic, the Urals and the Norwegian Sea. */
const framePoints: [number, number][] = [
  [-48, -30],
  [64, 60],
  [-12, 61]
];

/** Points closer than this (in frame pixels) to the last one drawn are dropped. */
const minSegment = 2;
const margin = 40;

/**
 * A path context for d3-geo's geoPath that writes integer, relative SVG path
 * commands and skips points that would not be visible at this scale.
 * @internal
 */
export class CompactPathContext implements GeoContext {
  private d = '';
  private x = 0;
  private y = 0;
  private startX = 0;
  private startY = 0;

  constructor(private readonly minDistance = minSegment) {}

  moveTo(px: number, py: number) {
    const x = Math.round(px);
    const y = Math.round(py);
    this.d += `M${x} ${y}`;
    this.x = this.startX = x;
    this.y = this.startY = y;
  }

  lineTo(px: number, py: number) {
    const x = Math.round(px);
    const y = Math.round(py);
    const dx = x - this.x;
    const dy = y - this.y;
    if (Math.hypot(dx, dy) < this.minDistance) return;
    this.d += `l${dx}${dy < 0 ? '' : ' '}${dy}`;
    this.x = x;
    this.y = y;
  }

  closePath() {
    this.d += 'z';
    this.x = this.startX;
    this.y = this.startY;
  }

  beginPath() {}

  /** geoPath draws points as circles; the map has no point geometries. */
  arc() {}

  toString() {
    return this.d;
  }
}

function projection() {
  const offices: MultiPoint = {
    type: 'MultiPoint',
    coordinates: [...siteConfig.offices.map((o) => [...o.coordinates]), ...framePoints]
  };
  return geoNaturalEarth1()
    .fitExtent(
      [
        [margin, margin],
        [staticMapWidth - margin, staticMapHeight - margin]
      ],
      offices
    )
    .clipExtent([
      [-2, -2],
      [staticMapWidth + 2, staticMapHeight + 2]
    ]);
}

function drawPath(object: GeoPermissibleObjects, project: ReturnType<typeof projection>): string {
  const context = new CompactPathContext();
  geoPath(project, context)(object);
  return context.toString();
}

export type StaticMapGeometry = {
  width: number;
  height: number;
  /** All land. */
  land: string;
  /** The countries with an office, highlighted. */
  officeCountries: string;
  /** Each office's position, in per cent of the frame's width and height. */
  markers: { id: OfficeId; x: number; y: number }[];
};

let cached: StaticMapGeometry | undefined;

export function staticMapGeometry(): StaticMapGeometry {
  if (cached) return cached;
  const project = projection();
  const landTopology = land110m as unknown as Topology<{ land: GeometryCollection }>;
  const countryTopology = countries110m as unknown as Topology<{ countries: GeometryCollection }>;
  const land = feature(landTopology, landTopology.objects.land) as FeatureCollection;
  const all = feature(countryTopology, countryTopology.objects.countries) as FeatureCollection;
  const codes = new Set(siteConfig.countries.map((c) => countryCodes[c.id].numeric));
  const highlighted: FeatureCollection = {
    type: 'FeatureCollection',
    features: all.features.filter((f: Feature) => codes.has(String(f.id)))
  };
  const markers = siteConfig.offices.map((office) => {
    const point = project([...office.coordinates]);
    if (!point) throw new Error(`Office ${office.id} falls outside the static map`);
    const [x, y] = point;
    if (x < 0 || y < 0 || x > staticMapWidth || y > staticMapHeight) {
      throw new Error(`Office ${office.id} falls outside the static map`);
    }
    return {
      id: office.id,
      x: Math.round((x / staticMapWidth) * 10000) / 100,
      y: Math.round((y / staticMapHeight) * 10000) / 100
    };
  });
  cached = {
    width: staticMapWidth,
    height: staticMapHeight,
    land: drawPath(land, project),
    officeCountries: drawPath(highlighted, project),
    markers
  };
  return cached;
}

/** Ids of the two shapes in the map's SVG file, drawn on the page with `<use>`. */
export const staticMapShapes = { land: 'land', officeCountries: 'office-countries' } as const;

/**
 * The map's shapes as an SVG file of their own (written before the build by
 * scripts/build/static-map.ts). Four pages show them; kept out of their HTML, the 4 KB
 * (gzipped) of paths is downloaded once, cached, and no longer delays those pages'
 * first paint. The paths have no fill or stroke: they inherit the `<use>` element's,
 * which follow the page's colour mode.
 */
export function staticMapSvg(): string {
  const { width, height, land, officeCountries } = staticMapGeometry();
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}">` +
    `<path id="${staticMapShapes.land}" d="${land}"/>` +
    `<path id="${staticMapShapes.officeCountries}" d="${officeCountries}"/>` +
    '</svg>\n'
  );
}
