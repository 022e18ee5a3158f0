/**
 * The contact page's map of the area around the office, as the page draws it
 * (made on the server by office-map.server.ts).
 */

export const MAP_WIDTH = 420;
export const MAP_HEIGHT = 300;

interface MapPoint {
  x: number;
  y: number;
}

interface MapPlace extends MapPoint {
  name: string;
  slug: string;
  /** Where the name goes, relative to the dot. */
  label: { dx: number; dy: number; anchor: "start" | "end" | "middle" };
}

export interface OfficeMap {
  office: MapPoint;
  places: MapPlace[];
  lakes: { name: string; d: string }[];
  roads: { label: string; major: boolean; path: string; labelAt: MapPoint }[];
}
