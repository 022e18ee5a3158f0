/**
 * The contact page's map: a simplified drawing of the area around the
 * office (the shared backdrop's lakes and roads, and the nearest city pages),
 * drawn as an SVG on our own page (no map tiles, no request to another host).
 */

import { MAP_HEIGHT, MAP_WIDTH, type OfficeMap } from "~/features/pages/office-map";
import { frameCentredOn, KM_PER_MILE, type LatLng, pathThrough, toMapUnits } from "~/lib/geography";
import { mapLakes, mapRoads } from "~/seed/map-backdrop";

/** Centre of the drawing and its scale (12.3 px to the kilometre). */
const frame = frameCentredOn({ lat: 45.05, lng: -93.08 }, MAP_WIDTH, MAP_HEIGHT, 12.3 * KM_PER_MILE);

type MapPoint = OfficeMap["office"];

const round = (n: number) => Math.round(n * 10) / 10;

function project(point: LatLng): MapPoint {
  const { x, y } = toMapUnits(point, frame);
  return { x: round(x), y: round(y) };
}

function insideMap({ x, y }: MapPoint, margin: number): boolean {
  return x >= margin && x <= MAP_WIDTH - margin && y >= margin && y <= MAP_HEIGHT - margin;
}

/** Labels that would sit on top of a neighbour go to the left or below instead. */
const labelPlacement: Record<string, { dx: number; dy: number; anchor: "start" | "end" | "middle" }> = {
  "vadnais-heights": { dx: -7, dy: -6, anchor: "end" },
  "little-canada": { dx: -7, dy: 4, anchor: "end" },
  "arden-hills": { dx: -7, dy: 4, anchor: "end" },
  "white-bear-lake": { dx: 0, dy: -9, anchor: "middle" },
};

export function buildOfficeMap(
  office: LatLng,
  cities: { name: string; slug: string; lat: number; lng: number }[],
): OfficeMap {
  return {
    office: project(office),
    places: cities
      .map((city) => ({
        name: city.name,
        slug: city.slug,
        ...project(city),
        label: labelPlacement[city.slug] ?? { dx: 7, dy: 4, anchor: "start" as const },
      }))
      .filter((place) => insideMap(place, 24)),
    lakes: mapLakes
      .filter((lake) => lake.outline.some((point) => insideMap(project(point), 0)))
      .map((lake) => ({ name: lake.name, d: pathThrough(lake.outline, frame, true) })),
    roads: mapRoads.map((road) => ({
      label: road.label,
      major: road.major,
      path: pathThrough(road.points, frame),
      labelAt: project(road.labelAt),
    })),
  };
}
