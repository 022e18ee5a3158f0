import { getContent, siteFacts } from "~/features/content/index.server";
import { distanceMiles, type LatLng } from "~/lib/geography";

/**
 * Where a visitor's ZIP code or town is, and whether it lies inside the
 * service radius. Never a refusal: a request from farther away is still
 * taken, and marked for the owner. ZIP centroids and town names come from the
 * zipcodes package (US ZIP codes with their coordinates).
 */
export interface PlaceCheck {
  state: "inside" | "outside" | "unknown";
  /** The place as found ("Stillwater, MN"), when it was. */
  place?: string;
  miles?: number;
  /** What the form says to the visitor, kindly. */
  message: string;
}

/** A town with its own page: found by its name first, at its own coordinates. */
export interface OurTown extends LatLng {
  name: string;
}

/** States a town name is looked up in, nearest first. */
const nearbyStates = ["MN", "WI", "IA", "SD", "ND"];

const normal = (text: string) =>
  text
    .toLowerCase()
    .replace(/\bst\.?\s/g, "saint ")
    .replace(/[^a-z ]/g, " ")
    .replace(/\s+/g, " ")
    .trim();

type ZipCodes = typeof import("zipcodes");
let zipData: Promise<ZipCodes> | undefined;
/** The ZIP table (a few megabytes) is loaded on the first check, not when the server starts. */
function loadZipCodes(): Promise<ZipCodes> {
  zipData ??= import("zipcodes").then((mod) => (mod as ZipCodes & { default?: ZipCodes }).default ?? mod);
  return zipData;
}

async function findPlace(
  text: string,
  towns: readonly OurTown[],
): Promise<{ place: string; at: LatLng } | undefined> {
  const zipcodes = await loadZipCodes();
  // A ZIP code alone, or ending a street address ("4820 Hodgson Rd, Shoreview, MN 55126").
  const zip = /(?:^|[\s,])(\d{5})(?:-\d{4})?\s*$/.exec(text)?.[1];
  if (zip) {
    const found = zipcodes.lookup(zip);
    if (found)
      return {
        place: `${found.city}, ${found.state} ${zip}`,
        at: { lat: found.latitude, lng: found.longitude },
      };
    if (/^\d{5}(-\d{4})?$/.test(text)) return undefined;
  }
  // "Stillwater", "Stillwater, MN", "St. Paul, Minnesota", or a street address whose town follows
  // the street: "1234 Lexington Ave N, Roseville, MN" (the town is looked for from the end).
  const parts = text
    .split(",")
    .map((part) => part.replace(/\s+\d{5}(?:-\d{4})?$/, "").trim())
    .filter(Boolean);
  for (let i = parts.length - 1; i >= 0; i--) {
    const next = parts[i + 1] ?? "";
    const [namePart, statePart] = splitState(parts[i] ?? "", next, zipcodes);
    const found = await findTown(namePart, statePart, towns, zipcodes);
    if (found) return found;
  }
  return undefined;
}

/** A part's town and state: "Roseville MN" is Roseville in MN; "Roseville" followed by "MN" too. */
function splitState(part: string, next: string, zipcodes: ZipCodes): [string, string] {
  const trailing = /^(.*\S)\s+([A-Za-z]{2}|Minnesota|Wisconsin|Iowa)$/.exec(part);
  if (trailing?.[1] && trailing[2] && zipcodes.states.normalize(trailing[2]))
    return [trailing[1], trailing[2]];
  return [part, next && zipcodes.states.normalize(next) ? next : ""];
}

async function findTown(
  namePart: string,
  statePart: string,
  towns: readonly OurTown[],
  zipcodes: ZipCodes,
): Promise<{ place: string; at: LatLng } | undefined> {
  const name = normal(namePart);
  if (!name) return undefined;
  const city = towns.find((c) => normal(c.name) === name);
  if (city && (!statePart || /^(mn|minnesota)$/i.test(statePart))) {
    return { place: `${city.name}, MN`, at: { lat: city.lat, lng: city.lng } };
  }
  const state = statePart ? zipcodes.states.normalize(statePart) : undefined;
  for (const code of state ? [state] : nearbyStates) {
    const match = zipcodes.lookupByState(code).find((z) => normal(z.city) === name);
    if (match)
      return { place: `${match.city}, ${match.state}`, at: { lat: match.latitude, lng: match.longitude } };
  }
  return undefined;
}

export async function checkPlace(
  text: string,
  office: LatLng,
  radiusMiles: number,
  /** The towns with a page of ours, recognised by name before the ZIP table is asked. */
  towns: readonly OurTown[] = [],
): Promise<PlaceCheck> {
  const typed = text.trim().slice(0, 100);
  const found = typed ? await findPlace(typed, towns) : undefined;
  if (!found) {
    return {
      state: "unknown",
      message:
        "We couldn't find that place on our map, and that's fine: send your request and we'll let you know whether it's in our area.",
    };
  }
  const miles = Math.round(distanceMiles(office, found.at));
  if (miles <= radiusMiles) {
    return {
      state: "inside",
      place: found.place,
      miles,
      message: `Good news: ${found.place} is about ${miles} miles from our office, inside our service area.`,
    };
  }
  return {
    state: "outside",
    place: found.place,
    miles,
    message: `${found.place} is about ${miles} miles from our office, a little beyond the ${radiusMiles} miles we usually cover. Send your request anyway: we'll tell you honestly whether we can take it on.`,
  };
}

/**
 * A place typed on a form, checked against the business's own office, radius
 * and city pages. Should the content be unreadable (the database away before
 * anything was loaded), the built-in office and the ZIP table answer alone.
 */
export async function checkOurArea(text: string): Promise<PlaceCheck> {
  const content = await getContent().catch(() => undefined);
  const { business } = content?.site ?? (await siteFacts());
  return checkPlace(text, business.geo, business.serviceRadiusMiles, content?.cities.all ?? []);
}

/** The answer to the contact form's question, with the business's own office and radius. */
export async function serviceAreaAnswer(place: string): Promise<Response> {
  const check = await checkOurArea(place);
  return Response.json(check, { headers: { "Cache-Control": "public, max-age=300" } });
}
