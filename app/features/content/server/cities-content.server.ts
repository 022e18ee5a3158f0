import { eq } from "drizzle-orm";
import type { CitySettings, Community } from "~/features/content/city-schema";
import type { ImageRef } from "~/lib/image-variants";
import type { Db } from "~/server/db/client.server";
import { cityCommunities } from "~/server/db/schema.server";
import type { CityRow } from "./edits/city-pages.server";

/**
 * The city pages as the public pages read them, with the rest of the
 * content: every page in the list's order (the hidden and merged ones too,
 * whose addresses lead elsewhere), the ones on the site, and the other
 * communities.
 */

/** A city page's record: its texts as written ({warrantyYears} not yet filled in) and what the owner set. */
export interface CityPage extends CitySettings {
  /** Its address, /service-area/{slug}. */
  slug: string;
  name: string;
  title: string;
  description: string;
  lat: number;
  lng: number;
  intro: string[];
  neighborhoods: string[];
  /** "" where the page shows the general text. */
  housingStock: string;
  climateNotes: string;
  popularProjects: string[];
  additionalInfo: string;
  /** Slugs of the pages its "Nearby Areas" names, in order (none: the nearest ones). */
  nearbyAreas: string[];
  /** The owner's photo of the town, when he gave one (and it still exists). */
  photo: { image: ImageRef; alt: string } | null;
  /** A card in the list of cities (otherwise reached from the communities, the maps and the sitemap). */
  listed: boolean;
}

export interface CityLists {
  /** Every city page, in the list's order. */
  all: readonly CityPage[];
  /** The pages on the site: neither hidden nor merged into another. */
  shown: readonly CityPage[];
  /** The other communities, in the owner's order; `slug` "" for none. */
  communities: readonly Community[];
}

export async function readCommunityList(db: Db): Promise<Community[]> {
  const [row] = await db
    .select({ list: cityCommunities.list })
    .from(cityCommunities)
    .where(eq(cityCommunities.id, 1));
  return row?.list ?? [];
}

/** A page stands on its own on the site. */
export const onSite = (city: CitySettings) => !city.hidden && city.mergedInto === "";

export function cityLists(
  rows: readonly CityRow[],
  communities: readonly Community[],
  picture: (key: string) => ImageRef | undefined,
): CityLists {
  const all = rows.map((row): CityPage => {
    const image = row.image ? picture(row.image) : undefined;
    return {
      slug: row.slug,
      name: row.name,
      title: row.title,
      description: row.description,
      lat: row.lat,
      lng: row.lng,
      intro: row.intro,
      neighborhoods: row.neighborhoods,
      housingStock: row.housingStock,
      climateNotes: row.climateNotes,
      popularProjects: row.popularProjects,
      additionalInfo: row.additionalInfo,
      nearbyAreas: row.nearbyAreas,
      photo: image ? { image, alt: row.imageAlt } : null,
      listed: row.listed,
      ownWords: row.ownWords,
      hidden: row.hidden,
      mergedInto: row.mergedInto,
    };
  });
  return { all, shown: all.filter(onSite), communities };
}

// The city pages by address, made once per snapshot.
const bySlug = new WeakMap<CityLists, Map<string, CityPage>>();

/** How a page looks a city page up, and what the owner set on it. */
export function cityViews(cities: CityLists) {
  let map = bySlug.get(cities);
  if (!map) {
    map = new Map(cities.all.map((page) => [page.slug, page]));
    bySlug.set(cities, map);
  }
  const pages = map;
  const city = (slug: string) => pages.get(slug);
  return {
    city,
    cityPage(slug: string): CitySettings {
      // A page that does not exist is, for what it shows, a hidden one.
      const { ownWords, hidden, mergedInto } = city(slug) ?? { ownWords: "", hidden: true, mergedInto: "" };
      return { ownWords, hidden, mergedInto };
    },
    cityShown(slug: string): boolean {
      const page = city(slug);
      return page !== undefined && onSite(page);
    },
  };
}
