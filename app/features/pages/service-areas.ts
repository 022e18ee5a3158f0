/**
 * What the service-area pages receive from their loaders. The pages render
 * from these shapes alone, so the city texts and the map geometry stay on the
 * server (and in the prerendered HTML) instead of in the browser's bundle.
 */
import { href } from "react-router";
import type { ImageRef } from "~/lib/image-variants";
import type { CityCardIcon } from "~/seed/city-page";
import type { CityTestimonial } from "~/seed/types";

export interface CityLink {
  name: string;
  slug: string;
}

export function cityPath(slug: string): string {
  return href("/service-area/:slug", { slug });
}

/** A label's anchor on the map; `shown` false means it appears on hover and focus only. */
export interface MapLabel {
  x: number;
  y: number;
  anchor: "start" | "middle" | "end";
  shown: boolean;
}

export interface MapCity extends CityLink {
  x: number;
  y: number;
  /** The label for narrow screens (larger type, fewer labels) and for wider ones. */
  labels: { compact: MapLabel; wide: MapLabel };
}

export interface MapText {
  text: string;
  x: number;
  y: number;
  /** Degrees, clockwise. */
  rotate?: number;
}

export interface MapSizes {
  font: number;
  smallFont: number;
  dot: number;
  /** Half the diagonal of the office's diamond. */
  office: number;
}

/** The metro map: one dot per city page, around the office. */
export interface MetroMap {
  width: number;
  height: number;
  office: { x: number; y: number };
  rivers: { name: string; d: string }[];
  lakes: { name: string; d: string }[];
  stateLine: string;
  riverLabels: MapText[];
  stateLabels: MapText[];
  cities: MapCity[];
  scaleBar: { x: number; y: number; length: number; miles: number };
  /** Sizes in map units for narrow and wider screens. */
  sizes: {
    compact: MapSizes;
    wide: MapSizes;
  };
}

/** The overview: the whole service radius, with the metro map's frame marked. */
export interface RadiusMap {
  size: number;
  center: { x: number; y: number };
  radius: number;
  radiusMiles: number;
  rivers: { name: string; d: string }[];
  stateLine: string;
  stateLabels: MapText[];
  cities: { x: number; y: number }[];
  metroFrame: { x: number; y: number; width: number; height: number };
}

export interface CityCard extends CityLink {
  description: string;
  /** Straight-line miles from the office, rounded. */
  milesFromOffice: number;
}

export interface ServiceAreasIndex {
  cities: CityCard[];
  communities: { name: string; slug?: string }[];
  facts: { title: string; text: string }[];
  counties: readonly string[];
  radiusMiles: number;
  metroMap: MetroMap;
  radiusMap: RadiusMap;
}

export interface CityFeature {
  icon: CityCardIcon;
  title: string;
  description: string;
}

export interface CityProject {
  id: string;
  title: string;
  category: string;
  image: ImageRef;
  alt: string;
  before: { image: ImageRef; alt: string } | null;
}

export interface CityPageData {
  /** False for a slug we have no page for: the general page, served with 404. */
  known: boolean;
  /** The slug in the address (canonical for a known city). */
  slug: string;
  /** The city's name, or "Your Area". */
  name: string;
  /** The name for running text: the city's name, or "your area". */
  place: string;
  /** For an unknown slug: the place name read from it ("" when it is not a plausible name). */
  requestedName: string;
  /** For an unknown slug: whether it names one of the communities we serve without a page of its own. */
  servedCommunity: boolean;
  title: string;
  description: string;
  intro: string[];
  neighborhoods: string[];
  housingStock: string;
  climateNotes: string;
  popularProjects: string[];
  additionalInfo: string;
  /** The owner's photo of the town, when he gave one. */
  photo: { image: ImageRef; alt: string } | null;
  /** The owner's own words about working here, in paragraphs (none until he writes them). */
  ownWords: string[];
  /** Every testimonial the site shows that names this city, in the owner's order. */
  testimonials: CityTestimonial[];
  /**
   * Gallery projects of this city (none on the general page): the owner's own
   * photos of jobs done there when there are any, otherwise the sample
   * pictures a fresh install came with.
   */
  projects: CityProject[];
  /** Whether the owner has added projects of their own here (photos, not samples): only then "jobs we have finished". */
  finishedJobs: boolean;
  nearby: CityLink[];
  services: { id: string; title: string }[];
  whyChooseUs: CityFeature[];
}
