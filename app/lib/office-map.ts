/**
 * The contact page's map: a simplified drawing of the area around the
 * office, projected from latitude and longitude, drawn as an SVG on our own
 * page (no map tiles, no request to another host).
 */

export const MAP_WIDTH = 420;
export const MAP_HEIGHT = 300;
/** Centre of the drawing and its scale. */
const CENTER = { lat: 45.05, lng: -93.08 };
const PX_PER_KM = 12.3;
const KM_PER_DEG_LAT = 111.2;

export interface MapPoint {
  x: number;
  y: number;
}

export function project(lat: number, lng: number): MapPoint {
  const kmPerDegLng = KM_PER_DEG_LAT * Math.cos((CENTER.lat * Math.PI) / 180);
  const x = MAP_WIDTH / 2 + (lng - CENTER.lng) * kmPerDegLng * PX_PER_KM;
  const y = MAP_HEIGHT / 2 - (lat - CENTER.lat) * KM_PER_DEG_LAT * PX_PER_KM;
  return { x: Math.round(x * 10) / 10, y: Math.round(y * 10) / 10 };
}

export function insideMap({ x, y }: MapPoint, margin = 14): boolean {
  return x >= margin && x <= MAP_WIDTH - margin && y >= margin && y <= MAP_HEIGHT - margin;
}

/** Great-circle distance in miles. */
export function milesBetween(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 3958.8 * 2 * Math.asin(Math.sqrt(h));
}

export interface MapPlace extends MapPoint {
  name: string;
  slug: string;
  /** Where the name goes, relative to the dot. */
  label: { dx: number; dy: number; anchor: "start" | "end" | "middle" };
}

/** Labels that would sit on top of a neighbour go to the left or below instead. */
const labelPlacement: Record<string, { dx: number; dy: number; anchor: "start" | "end" | "middle" }> = {
  "vadnais-heights": { dx: -7, dy: -6, anchor: "end" },
  "little-canada": { dx: -7, dy: 4, anchor: "end" },
  "arden-hills": { dx: -7, dy: 4, anchor: "end" },
  "white-bear-lake": { dx: 0, dy: -9, anchor: "middle" },
};

/** Lakes and main roads, by coordinates (approximate; the drawing is simplified). */
const lakes = [
  { name: "White Bear Lake", lat: 45.075, lng: -92.985, rxKm: 2.2, ryKm: 2.0 },
  { name: "Bald Eagle Lake", lat: 45.11, lng: -92.995, rxKm: 1.1, ryKm: 0.8 },
  { name: "Vadnais Lake", lat: 45.056, lng: -93.097, rxKm: 0.7, ryKm: 1.1 },
  { name: "Snail Lake", lat: 45.073, lng: -93.125, rxKm: 0.6, ryKm: 0.5 },
  { name: "Turtle Lake", lat: 45.105, lng: -93.14, rxKm: 0.8, ryKm: 0.7 },
  { name: "Lake Owasso", lat: 45.04, lng: -93.125, rxKm: 0.5, ryKm: 0.9 },
  { name: "Lake Johanna", lat: 45.045, lng: -93.165, rxKm: 0.6, ryKm: 0.5 },
  { name: "Phalen Lake", lat: 44.99, lng: -93.06, rxKm: 0.5, ryKm: 0.9 },
];

const roads = [
  {
    label: "I-694",
    major: true,
    points: [
      [45.055, -93.32],
      [45.063, -93.16],
      [45.05, -93.08],
      [45.035, -93.0],
      [44.99, -92.96],
      [44.93, -92.955],
    ],
    labelAt: [45.059, -93.22],
  },
  {
    label: "I-35E",
    major: true,
    points: [
      [44.93, -93.1],
      [45.04, -93.085],
      [45.1, -93.07],
      [45.17, -93.05],
    ],
    labelAt: [45.13, -93.06],
  },
  {
    label: "I-35W",
    major: true,
    points: [
      [44.93, -93.21],
      [45.05, -93.19],
      [45.17, -93.17],
    ],
    labelAt: [45.13, -93.178],
  },
  {
    label: "Hwy 96",
    major: false,
    points: [
      [45.075, -93.32],
      [45.075, -92.86],
    ],
    labelAt: [45.075, -92.93],
  },
] as const;

export interface OfficeMap {
  office: MapPoint;
  places: MapPlace[];
  lakes: { name: string; cx: number; cy: number; rx: number; ry: number }[];
  roads: { label: string; major: boolean; path: string; labelAt: MapPoint }[];
}

export function buildOfficeMap(
  office: { lat: number; lng: number },
  cities: { name: string; slug: string; lat: number; lng: number }[],
): OfficeMap {
  return {
    office: project(office.lat, office.lng),
    places: cities
      .map((city) => ({
        name: city.name,
        slug: city.slug,
        ...project(city.lat, city.lng),
        label: labelPlacement[city.slug] ?? { dx: 7, dy: 4, anchor: "start" as const },
      }))
      .filter((place) => insideMap(place, 24)),
    lakes: lakes.map((lake) => {
      const { x, y } = project(lake.lat, lake.lng);
      return { name: lake.name, cx: x, cy: y, rx: lake.rxKm * PX_PER_KM, ry: lake.ryKm * PX_PER_KM };
    }),
    roads: roads.map((road) => ({
      label: road.label,
      major: road.major,
      path: road.points
        .map(([lat, lng], i) => {
          const { x, y } = project(lat, lng);
          return `${i === 0 ? "M" : "L"}${x} ${y}`;
        })
        .join(" "),
      labelAt: project(road.labelAt[0], road.labelAt[1]),
    })),
  };
}
