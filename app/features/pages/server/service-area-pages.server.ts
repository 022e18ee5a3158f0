/**
 * Data for /service-areas and /service-area/{slug}: the city records shaped
 * for the pages, and the two maps drawn from their coordinates.
 */

import type { CityPage, Content } from "~/features/content/index.server";
import type {
  CityLink,
  CityPageData,
  MapCity,
  MapText,
  MetroMap,
  RadiusMap,
  ServiceAreasIndex,
} from "~/features/pages/service-areas";
import {
  type Box,
  fallbackPlacement,
  type LabelOptions,
  type LabelPlacement,
  placeLabels,
} from "~/features/pages/service-map";
import { cityNameFromSlug, normalizeCitySlug } from "~/lib/city-name";
import { fillFacts } from "~/lib/facts";
import {
  distanceMiles,
  frameAround,
  frameAroundOrigin,
  type LatLng,
  type MapFrame,
  pathThrough,
  toMapUnits,
} from "~/lib/geography";
import { anySamplePicture } from "~/lib/sample-pictures";
import { slugify } from "~/lib/slugify";
import { defaultCity, regionalFacts } from "~/seed/cities";
import { cityWhyChooseUs } from "~/seed/city-page";
import { mapLakes, mapRivers, riverLabels, stateLine } from "~/seed/map-backdrop";

/** A place the maps and the links name. */
type Place = Pick<CityPage, "name" | "slug" | "lat" | "lng">;

function link(city: Place): CityLink {
  return { name: city.name, slug: city.slug };
}

// ---------------------------------------------------------------------------
// Maps
// ---------------------------------------------------------------------------

/** Map units across the metro map (its viewBox width). */
const METRO_WIDTH = 720;
const METRO_MARGIN_MILES = 6;
/** Narrow screens show the map about half as wide, so they get larger type and dots. */
const SIZES = {
  compact: { font: 24, smallFont: 19, dot: 9, office: 12 },
  wide: { font: 14, smallFont: 12, dot: 6, office: 8 },
} as const;

/** Labels go on the most familiar places first, then in the order of the list. */
const labelPriority = ["minneapolis", "st-paul"];

function orderForLabels(cities: readonly Place[]): Place[] {
  const first = labelPriority
    .map((slug) => cities.find((c) => c.slug === slug))
    .filter((c) => c !== undefined);
  return [...first, ...cities.filter((c) => !labelPriority.includes(c.slug))];
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** The metro map with a dot and a link for each city page on the site (`cities`); its frame stays put when one is hidden. */
function buildMetroMap(frame: MapFrame, office: LatLng, cities: readonly Place[]): MetroMap {
  const { width, height } = frame;
  const bounds: Box = { x: 4, y: 4, width: width - 8, height: height - 8 };
  const officeXY = toMapUnits(office, frame);

  const milesForBar = 10;
  const scaleBar = {
    length: round1(milesForBar * frame.scale),
    x: round1(width - milesForBar * frame.scale - 20),
    y: height - 22,
    miles: milesForBar,
  };
  const scaleBox: Box = { x: scaleBar.x - 4, y: scaleBar.y - 34, width: scaleBar.length + 8, height: 52 };

  const ordered = orderForLabels(cities);
  const points = ordered.map((city) => ({ ...toMapUnits(city, frame), text: city.name }));

  const place = (variant: keyof typeof SIZES) => {
    const size = SIZES[variant];
    const marker = size.office;
    const options: LabelOptions = {
      fontSize: size.font,
      dotRadius: size.dot,
      bounds,
      obstacles: [
        { x: officeXY.x - marker, y: officeXY.y - marker, width: marker * 2, height: marker * 2 },
        scaleBox,
      ],
    };
    const placed = placeLabels(points, options);
    return placed.map((placement, i): { placement: LabelPlacement; shown: boolean } =>
      placement
        ? { placement, shown: true }
        : { placement: fallbackPlacement(points[i]!, options), shown: false },
    );
  };
  const compact = place("compact");
  const wide = place("wide");

  const toLabel = ({ placement, shown }: { placement: LabelPlacement; shown: boolean }) => ({
    x: round1(placement.x),
    y: round1(placement.y),
    anchor: placement.textAnchor,
    shown,
  });

  const mapped = ordered.map(
    (city, i): MapCity => ({
      ...link(city),
      x: round1(points[i]!.x),
      y: round1(points[i]!.y),
      labels: { compact: toLabel(compact[i]!), wide: toLabel(wide[i]!) },
    }),
  );
  // Keyboard order follows the list on the page, not the labelling order.
  const listOrder = new Map(cities.map((c, i) => [c.slug, i]));
  mapped.sort((a, b) => listOrder.get(a.slug)! - listOrder.get(b.slug)!);

  const textAt = (text: string, at: { lat: number; lng: number }, rotate?: number): MapText => {
    const xy = toMapUnits(at, frame);
    return { text, x: round1(xy.x), y: round1(xy.y), ...(rotate ? { rotate } : {}) };
  };

  return {
    width,
    height,
    office: { x: round1(officeXY.x), y: round1(officeXY.y) },
    rivers: mapRivers.map((river) => ({ name: river.name, d: pathThrough(river.points, frame) })),
    lakes: mapLakes
      .filter((lake) => !lake.local)
      .map((lake) => ({ name: lake.name, d: pathThrough(lake.outline, frame, true) })),
    stateLine: pathThrough(stateLine, frame),
    riverLabels: riverLabels.map((label) => textAt(label.text, label.at, label.rotate)),
    stateLabels: [textAt("WISCONSIN", { lat: 44.86, lng: -92.71 }, 90)],
    cities: mapped,
    scaleBar,
    sizes: SIZES,
  };
}

/** Miles of the overview's half-width: the service radius and a little room. */
const RADIUS_VIEW_MILES = 66;
const RADIUS_SIZE = 320;

function buildRadiusMap(
  metro: MapFrame,
  office: LatLng,
  radiusMiles: number,
  cities: readonly Place[],
): RadiusMap {
  const frame = frameAroundOrigin(office, RADIUS_SIZE, RADIUS_VIEW_MILES);
  const center = toMapUnits(office, frame);
  const textAt = (text: string, at: { lat: number; lng: number }): MapText => {
    const xy = toMapUnits(at, frame);
    return { text, x: round1(xy.x), y: round1(xy.y) };
  };
  return {
    size: RADIUS_SIZE,
    center: { x: round1(center.x), y: round1(center.y) },
    radius: round1(radiusMiles * frame.scale),
    radiusMiles,
    rivers: mapRivers.map((river) => ({ name: river.name, d: pathThrough(river.points, frame) })),
    stateLine: pathThrough(stateLine, frame),
    stateLabels: [
      textAt("MINNESOTA", { lat: 45.62, lng: -93.62 }),
      textAt("WISCONSIN", { lat: 45.3, lng: -92.25 }),
    ],
    cities: cities.map((city) => {
      const xy = toMapUnits(city, frame);
      return { x: round1(xy.x), y: round1(xy.y) };
    }),
    metroFrame: {
      x: round1((metro.west - frame.west) * frame.scale),
      y: round1((metro.north - frame.north) * frame.scale),
      width: round1((metro.width / metro.scale) * frame.scale),
      height: round1((metro.height / metro.scale) * frame.scale),
    },
  };
}

type IndexContent = Pick<Content, "profile" | "cities" | "cityShown">;

// Made again when the content changes (a new snapshot) or the office or radius moves.
const indexCache = new WeakMap<IndexContent["cities"], { key: string; index: ServiceAreasIndex }>();

/** /service-areas: the cities, the communities, the facts and both maps. */
export function getServiceAreasIndex(content: IndexContent): ServiceAreasIndex {
  const site = content.profile;
  const office = site.business.geo;
  const radiusMiles = site.business.serviceRadiusMiles;
  const key = JSON.stringify([office, radiusMiles, site.serviceCounties]);
  const kept = indexCache.get(content.cities);
  if (kept?.key === key) return kept.index;
  // The frame holds every page, so it stays put when one is hidden; a page added farther out widens it.
  const metroFrame = frameAround([office, ...content.cities.all], office, METRO_WIDTH, METRO_MARGIN_MILES);
  const onSite = content.cities.shown;
  const index: ServiceAreasIndex = {
    // A page the owner hid or merged into a neighbour's is not listed (its address leads elsewhere).
    cities: onSite
      .filter((city) => city.listed)
      .map((city) => ({
        ...link(city),
        description: city.description,
        milesFromOffice: Math.round(distanceMiles(office, city)),
      })),
    // A community links to a page only while that page is on the site.
    communities: content.cities.communities.map(({ name, slug }) =>
      slug && content.cityShown(slug) ? { name, slug } : { name },
    ),
    facts: regionalFacts,
    counties: site.serviceCounties,
    radiusMiles,
    metroMap: buildMetroMap(metroFrame, office, onSite),
    radiusMap: buildRadiusMap(metroFrame, office, radiusMiles, onSite),
  };
  indexCache.set(content.cities, { key, index });
  return index;
}

// ---------------------------------------------------------------------------
// City pages
// ---------------------------------------------------------------------------

export type CitySlugResolution =
  | { kind: "city"; city: CityPage }
  | { kind: "redirect"; slug: string }
  | { kind: "unknown"; requestedName: string; servedCommunity: boolean };

/**
 * What a slug in the address means: one of our city pages; another spelling
 * of one ("Roseville", "saint-paul"), which redirects; or a place we have no
 * page for.
 */
export function resolveCitySlug(slug: string, content: Pick<Content, "city" | "cities">): CitySlugResolution {
  const city = content.city(slug);
  if (city) return { kind: "city", city };
  const normalized = normalizeCitySlug(slug);
  if (content.city(normalized)) return { kind: "redirect", slug: normalized };
  // The name comes from the address as typed: one that is not already a
  // plain slug (markup, punctuation) gets no name rather than a cleaned-up one.
  const requestedName = cityNameFromSlug(slug);
  const community = content.cities.communities.find((c) => slugify(c.name) === normalized);
  return {
    kind: "unknown",
    requestedName: community?.name ?? requestedName,
    servedCommunity: community !== undefined,
  };
}

/** A city page shows at most this many of its projects (the gallery has them all). */
const CITY_PROJECTS_MAX = 6;
/** A page whose owner chose no nearby pages links the nearest ones on the site. */
const NEARBY_COUNT = 5;

type CityContent = Pick<
  Content,
  "profile" | "testimonials" | "gallery" | "city" | "cities" | "cityPage" | "cityShown" | "services"
>;

/** The pages its "Nearby Areas" links: the ones chosen that are on the site, or the nearest. */
function nearbyOf(record: CityPage, content: CityContent): CityLink[] {
  const chosen = record.nearbyAreas.flatMap((slug) => {
    const page = content.city(slug);
    return page && content.cityShown(slug) && slug !== record.slug ? [link(page)] : [];
  });
  if (record.nearbyAreas.length > 0) return chosen;
  return content.cities.shown
    .filter((page) => page.slug !== record.slug)
    .map((page) => ({ page, miles: distanceMiles(record, page) }))
    .sort((a, b) => a.miles - b.miles)
    .slice(0, NEARBY_COUNT)
    .map(({ page }) => link(page));
}

function pageFromRecord(
  record: CityPage,
  place: string,
  content: CityContent,
): Omit<CityPageData, "known" | "slug" | "requestedName" | "servedCommunity" | "nearby"> {
  const testimonials = content.testimonials.filter(
    (t) => record.slug !== "" && t.citySlugs.includes(record.slug),
  );
  const facts = (text: string) => fillFacts(text, content.profile);
  const here = content.gallery.filter((project) => record.slug !== "" && project.citySlug === record.slug);
  // The owner's photos of jobs done here; until there are any, the samples show (labelled as such).
  const jobs = here.filter((project) => !anySamplePicture([project.image, project.before?.image]));
  const projects = jobs.length > 0 ? jobs : here;
  return {
    name: record.name,
    place,
    title: record.title,
    description: record.description,
    intro: record.intro.map(facts),
    neighborhoods: record.neighborhoods,
    // A text the owner left empty: the general one every page starts from.
    housingStock: facts(record.housingStock || defaultCity.housingStock),
    climateNotes: facts(record.climateNotes || defaultCity.climateNotes),
    popularProjects: record.popularProjects.length ? record.popularProjects : defaultCity.popularProjects,
    additionalInfo: facts(record.additionalInfo || defaultCity.additionalInfo),
    photo: record.photo,
    testimonials: testimonials.map(({ name, location, rating, text }) => ({ name, location, rating, text })),
    projects: projects
      .slice(0, CITY_PROJECTS_MAX)
      .map(({ id, title, category, image, alt, before }) => ({ id, title, category, image, alt, before })),
    finishedJobs: jobs.length > 0,
    ownWords: record.ownWords
      .split(/\n\s*\n/)
      .map((paragraph) => paragraph.trim())
      .filter(Boolean),
    services: content.services.shown.map((s) => ({ id: s.id, title: s.title })),
    whyChooseUs: cityWhyChooseUs(place, content.profile),
  };
}

export function getCityPage(city: CityPage, content: CityContent): CityPageData {
  return {
    ...pageFromRecord(city, city.name, content),
    nearby: nearbyOf(city, content),
    known: true,
    slug: city.slug,
    requestedName: "",
    servedCommunity: false,
  };
}

/** The general page for a place without its own page ("Your Area"). */
export function getDefaultCityPage(
  slug: string,
  requestedName: string,
  servedCommunity: boolean,
  content: CityContent,
): CityPageData {
  const general: CityPage = {
    ...defaultCity,
    nearbyAreas: [],
    photo: null,
    listed: false,
    ownWords: "",
    hidden: false,
    mergedInto: "",
  };
  // The cities where we paint most often, by name, while their pages are on the site.
  const nearby = defaultCity.nearbyAreas.flatMap((name) => {
    const page = content.cities.shown.find((city) => city.name === name);
    return page ? [link(page)] : [];
  });
  return {
    ...pageFromRecord(general, "your area", content),
    nearby,
    // Anywhere else: the counties the business serves.
    neighborhoods: content.profile.serviceCounties.map((county) => `${county} County`),
    known: false,
    slug,
    requestedName,
    servedCommunity,
  };
}
