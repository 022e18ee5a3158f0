/**
 * The landmarks drawn behind the service-area maps: the three rivers that
 * meet in the Twin Cities and a few of the larger lakes. The lines are hand
 * simplified from public maps, good to a mile or so: enough to orient a
 * visitor, not to navigate by.
 */
import { KM_PER_MILE, type LatLng, MILES_PER_DEGREE } from "~/lib/geography";

const p = (lat: number, lng: number): LatLng => ({ lat, lng });

export interface MapRiver {
  name: string;
  points: LatLng[];
}

/** From St. Cloud down past Red Wing. */
const mississippi: LatLng[] = [
  p(45.55, -94.15),
  p(45.42, -94.05),
  p(45.31, -93.79),
  p(45.29, -93.64),
  p(45.305, -93.57),
  p(45.245, -93.51),
  p(45.185, -93.4),
  p(45.19, -93.385),
  p(45.145, -93.31),
  p(45.08, -93.28),
  p(45.03, -93.28),
  p(44.99, -93.268),
  p(44.982, -93.257),
  p(44.974, -93.238),
  p(44.963, -93.218),
  p(44.948, -93.202),
  p(44.916, -93.202),
  p(44.888, -93.178),
  p(44.9, -93.15),
  p(44.93, -93.111),
  p(44.942, -93.091),
  p(44.936, -93.065),
  p(44.915, -93.05),
  p(44.885, -93.035),
  p(44.86, -93.02),
  p(44.83, -93.0),
  p(44.8, -92.98),
  p(44.78, -92.94),
  p(44.76, -92.89),
  p(44.747, -92.855),
  p(44.748, -92.8),
  p(44.71, -92.73),
  p(44.66, -92.66),
  p(44.57, -92.54),
  p(44.52, -92.4),
  p(44.45, -92.26),
];

/** From St. Peter to its mouth at Fort Snelling. */
const minnesota: LatLng[] = [
  p(44.32, -93.96),
  p(44.53, -93.9),
  p(44.62, -93.77),
  p(44.67, -93.63),
  p(44.73, -93.59),
  p(44.8, -93.53),
  p(44.795, -93.46),
  p(44.79, -93.4),
  p(44.795, -93.35),
  p(44.805, -93.3),
  p(44.81, -93.26),
  p(44.83, -93.22),
  p(44.86, -93.2),
  p(44.888, -93.178),
];

/** From north of Taylors Falls to Prescott, where it joins the Mississippi. */
const stCroix: LatLng[] = [
  p(46.0, -92.35),
  p(45.9, -92.5),
  p(45.78, -92.72),
  p(45.65, -92.83),
  p(45.55, -92.84),
  p(45.47, -92.72),
  p(45.4, -92.65),
  p(45.32, -92.7),
  p(45.25, -92.75),
  p(45.2, -92.77),
  p(45.13, -92.78),
  p(45.056, -92.8),
  p(45.02, -92.775),
  p(44.95, -92.765),
  p(44.9, -92.775),
  p(44.84, -92.78),
  p(44.8, -92.79),
  p(44.748, -92.8),
];

export const mapRivers: MapRiver[] = [
  { name: "Mississippi River", points: mississippi },
  { name: "Minnesota River", points: minnesota },
  { name: "St. Croix River", points: stCroix },
];

/**
 * The Minnesota-Wisconsin line near the metro: the St. Croix down to
 * Prescott, then the Mississippi.
 */
export const stateLine: LatLng[] = [
  ...stCroix,
  ...mississippi.slice(mississippi.findIndex((q) => q.lat === 44.748 && q.lng === -92.8) + 1),
];

export interface MapLake {
  name: string;
  outline: LatLng[];
  /** Too small to see at the scale of the whole metro: drawn on the map around the office only. */
  local?: boolean;
}

export interface MapRoad {
  label: string;
  /** An interstate (drawn wider, blue shield) or a state highway. */
  major: boolean;
  points: LatLng[];
  labelAt: LatLng;
}

const KM_PER_DEGREE = MILES_PER_DEGREE * KM_PER_MILE;

/** A small lake's shore as an ellipse around its centre, `rxKm` east-west and `ryKm` north-south. */
function roundLake(name: string, lat: number, lng: number, rxKm: number, ryKm: number): MapLake {
  const kmPerDegreeLng = KM_PER_DEGREE * Math.cos((lat * Math.PI) / 180);
  const outline = Array.from({ length: 12 }, (_, i) => {
    const angle = (i / 12) * 2 * Math.PI;
    return p(lat + (Math.sin(angle) * ryKm) / KM_PER_DEGREE, lng + (Math.cos(angle) * rxKm) / kmPerDegreeLng);
  });
  return { name, outline, local: true };
}

/** Outlines of the large lakes, and the small ones near the office. */
export const mapLakes: MapLake[] = [
  {
    name: "Lake Minnetonka",
    outline: [
      p(44.975, -93.64),
      p(44.965, -93.6),
      p(44.955, -93.575),
      p(44.965, -93.545),
      p(44.967, -93.515),
      p(44.958, -93.505),
      p(44.945, -93.525),
      p(44.935, -93.555),
      p(44.925, -93.585),
      p(44.915, -93.615),
      p(44.925, -93.655),
      p(44.95, -93.67),
    ],
  },
  {
    name: "White Bear Lake",
    outline: [
      p(45.098, -92.985),
      p(45.095, -92.96),
      p(45.085, -92.945),
      p(45.065, -92.945),
      p(45.052, -92.96),
      p(45.055, -92.985),
      p(45.07, -92.992),
      p(45.085, -92.995),
    ],
  },
  {
    name: "Forest Lake",
    outline: [
      p(45.29, -92.985),
      p(45.292, -92.95),
      p(45.285, -92.92),
      p(45.278, -92.9),
      p(45.27, -92.915),
      p(45.272, -92.95),
      p(45.278, -92.98),
    ],
  },
  {
    name: "Bald Eagle Lake",
    outline: [p(45.115, -93.01), p(45.11, -92.995), p(45.098, -92.995), p(45.095, -93.01), p(45.103, -93.02)],
  },
  {
    name: "Medicine Lake",
    outline: [
      p(45.015, -93.415),
      p(45.01, -93.405),
      p(44.995, -93.405),
      p(44.985, -93.41),
      p(44.99, -93.42),
      p(45.005, -93.425),
    ],
  },
  {
    name: "Prior Lake",
    outline: [
      p(44.725, -93.44),
      p(44.72, -93.42),
      p(44.705, -93.41),
      p(44.695, -93.43),
      p(44.705, -93.45),
      p(44.715, -93.455),
    ],
  },
  roundLake("Vadnais Lake", 45.056, -93.097, 0.7, 1.1),
  roundLake("Snail Lake", 45.073, -93.125, 0.6, 0.5),
  roundLake("Turtle Lake", 45.105, -93.14, 0.8, 0.7),
  roundLake("Lake Owasso", 45.04, -93.125, 0.5, 0.9),
  roundLake("Lake Johanna", 45.045, -93.165, 0.6, 0.5),
  roundLake("Phalen Lake", 44.99, -93.06, 0.5, 0.9),
];

/** The main roads near the office, each with where its shield sits. */
export const mapRoads: MapRoad[] = [
  {
    label: "I-694",
    major: true,
    points: [
      p(45.055, -93.32),
      p(45.063, -93.16),
      p(45.05, -93.08),
      p(45.035, -93.0),
      p(44.99, -92.96),
      p(44.93, -92.955),
    ],
    labelAt: p(45.059, -93.22),
  },
  {
    label: "I-35E",
    major: true,
    points: [p(44.93, -93.1), p(45.04, -93.085), p(45.1, -93.07), p(45.17, -93.05)],
    labelAt: p(45.13, -93.06),
  },
  {
    label: "I-35W",
    major: true,
    points: [p(44.93, -93.21), p(45.05, -93.19), p(45.17, -93.17)],
    labelAt: p(45.13, -93.178),
  },
  {
    label: "Hwy 96",
    major: false,
    points: [p(45.075, -93.32), p(45.075, -92.86)],
    labelAt: p(45.075, -92.93),
  },
];

/** Where the river names sit on the metro map (clear of the city dots). */
export const riverLabels: { text: string; at: LatLng; rotate?: number }[] = [
  { text: "Mississippi River", at: p(45.318, -93.5) },
  { text: "Minnesota River", at: p(44.745, -93.5) },
  { text: "St. Croix River", at: p(45.22, -92.725), rotate: 90 },
];
