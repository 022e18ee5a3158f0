/**
 * Places on the map: distances between coordinates, a local projection
 * around a point, and the frames that turn it into SVG units. One module for
 * every map and distance the site computes (the service-area maps, the
 * contact page's map, the nearest communities, the service radius).
 */

export interface LatLng {
  lat: number;
  lng: number;
}

/** Miles east (x) and south (y) of the projection's centre: SVG axes. */
export interface MilesXY {
  x: number;
  y: number;
}

/** Mean radius of the Earth in statute miles. */
export const EARTH_RADIUS_MILES = 3958.8;
/** Miles per degree along a great circle (about 69.1). */
export const MILES_PER_DEGREE = (Math.PI * EARTH_RADIUS_MILES) / 180;
export const KM_PER_MILE = 1.609344;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * Equirectangular projection centred on `origin`, with longitude scaled by
 * cos(origin latitude) so a mile is the same length in both directions near
 * the centre. Over the 60-mile service radius the error stays under 1%.
 */
export function projectMiles(point: LatLng, origin: LatLng): MilesXY {
  const x = (point.lng - origin.lng) * Math.cos(toRadians(origin.lat)) * MILES_PER_DEGREE;
  const y = (origin.lat - point.lat) * MILES_PER_DEGREE;
  return { x, y };
}

/** Great-circle distance in miles (haversine). */
export function distanceMiles(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Miles-to-units transform for one map: `scale` units per mile, then shifted. */
export interface MapFrame {
  origin: LatLng;
  /** Map units per mile. */
  scale: number;
  /** West and north edges of the frame, in miles from the origin. */
  west: number;
  north: number;
  width: number;
  height: number;
}

/**
 * A frame `width` units wide that holds every point with `marginMiles` to
 * spare on each side.
 */
export function frameAround(points: LatLng[], origin: LatLng, width: number, marginMiles: number): MapFrame {
  const projected = points.map((p) => projectMiles(p, origin));
  const west = Math.min(...projected.map((p) => p.x)) - marginMiles;
  const east = Math.max(...projected.map((p) => p.x)) + marginMiles;
  const north = Math.min(...projected.map((p) => p.y)) - marginMiles;
  const south = Math.max(...projected.map((p) => p.y)) + marginMiles;
  const scale = width / (east - west);
  return { origin, scale, west, north, width, height: Math.round((south - north) * scale) };
}

/** A square frame `size` units wide centred on the origin, showing `radiusMiles` around it. */
export function frameAroundOrigin(origin: LatLng, size: number, radiusMiles: number): MapFrame {
  return {
    origin,
    scale: size / (2 * radiusMiles),
    west: -radiusMiles,
    north: -radiusMiles,
    width: size,
    height: size,
  };
}

export function toMapUnits(point: LatLng, frame: MapFrame): MilesXY {
  const miles = projectMiles(point, frame.origin);
  return { x: (miles.x - frame.west) * frame.scale, y: (miles.y - frame.north) * frame.scale };
}

const round = (n: number) => Math.round(n * 10) / 10;

/** An SVG path through the points (closed for lakes), in map units rounded to 0.1. */
export function pathThrough(points: LatLng[], frame: MapFrame, closed = false): string {
  const d = points
    .map((p, i) => {
      const { x, y } = toMapUnits(p, frame);
      return `${i === 0 ? "M" : "L"}${round(x)} ${round(y)}`;
    })
    .join(" ");
  return closed ? `${d} Z` : d;
}

/** A `width` x `height` frame centred on `origin`, at `scale` units per mile. */
export function frameCentredOn(origin: LatLng, width: number, height: number, scale: number): MapFrame {
  return { origin, scale, west: -width / 2 / scale, north: -height / 2 / scale, width, height };
}
