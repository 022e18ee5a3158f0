import { asc } from "drizzle-orm";
import { priceText } from "~/features/content/service-schema";
import type { ImageRef } from "~/lib/image-variants";
import { genericServiceDetail, services as seedServices } from "~/seed/services";
import type { ServiceDetailContent } from "~/seed/types";
import type { Db } from "~/server/db/client.server";
import { services } from "~/server/db/schema.server";

/**
 * The services as the public pages show them, read with the rest of the
 * content: the shown ones in the owner's order, and the addresses of the
 * hidden ones (which lead to /services).
 */

/** A service a page shows: its card, its detail page's texts (the general ones where it has none), its price. */
export interface ShownService {
  /** Its address, /service/{id}. */
  id: string;
  title: string;
  description: string;
  icon: string;
  image: ImageRef;
  imageAlt: string;
  features: string[];
  detail: ServiceDetailContent;
  /** "From $400 per room"; "" when no price is shown. */
  price: string;
  /** The same in whole dollars, for search engines; null when no price is shown. */
  priceRange: { from: number; to: number | null } | null;
  seoTitle: string;
  seoDescription: string;
  inFooter: boolean;
}

export interface ServiceLists {
  shown: ShownService[];
  /** The addresses of hidden services. */
  hidden: Set<string>;
}

export type ServiceRow = typeof services.$inferSelect;

export function readServiceRows(db: Db): Promise<ServiceRow[]> {
  return db.select().from(services).orderBy(asc(services.position));
}

/** The card picture a service whose own is gone shows (never a broken image). */
const FALLBACK = seedServices[0];

export function serviceLists(
  rows: readonly ServiceRow[],
  picture: (key: string) => ImageRef | undefined,
): ServiceLists {
  const shown = rows
    .filter((row) => !row.hidden)
    .map((row) => {
      const own = picture(row.image);
      const fallback = FALLBACK ? picture(FALLBACK.image) : undefined;
      const image = own ?? fallback;
      if (!image) throw new Error(`The service ${row.slug} has no picture to show.`);
      return {
        id: row.slug,
        title: row.title,
        description: row.description,
        icon: row.icon,
        image,
        imageAlt: own ? row.imageAlt : (FALLBACK?.imageAlt ?? ""),
        features: row.features,
        detail: {
          process: row.process.length ? row.process : genericServiceDetail.process,
          benefits: row.benefits.length ? row.benefits : genericServiceDetail.benefits,
          additionalInfo: row.additionalInfo || genericServiceDetail.additionalInfo,
        },
        price: priceText(row),
        priceRange: row.priceFrom === null ? null : { from: row.priceFrom, to: row.priceTo },
        seoTitle: row.seoTitle,
        seoDescription: row.seoDescription,
        inFooter: row.inFooter,
      };
    });
  return { shown, hidden: new Set(rows.filter((row) => row.hidden).map((row) => row.slug)) };
}
