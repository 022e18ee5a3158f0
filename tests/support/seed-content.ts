import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll } from "vitest";
import { applySeed } from "~/features/content/server/seed.server";
import { type Content, ContentStore } from "~/features/content/server/snapshot.server";
import { readContentVersion } from "~/features/content/server/version.server";
import {
  type BusinessProfile,
  businessProfileSchema,
  type SiteFacts,
  siteFactsFrom,
} from "~/lib/schemas/business-profile";
import { DEFAULT_BOOKING_URL, DEFAULT_SITE_URL } from "~/lib/site-config";
import { seedBusinessProfile } from "~/seed/site";
import { openDatabase } from "~/server/db/client.server";

let opened: Promise<Content> | undefined;

/**
 * A fresh install's content as the pages read it: the seed written into an
 * embedded database of its own, read back through the content store. One per
 * test file, closed after it.
 */
export function seedContent(): Promise<Content> {
  opened ??= (async () => {
    const database = await openDatabase({ dataDir: mkdtempSync(path.join(tmpdir(), "unit-content-")) });
    afterAll(() => database.close());
    await applySeed(database.db, { bookingUrl: DEFAULT_BOOKING_URL });
    const version = await readContentVersion(database.db);
    return new ContentStore(database.db, DEFAULT_SITE_URL, () => version).get();
  })();
  return opened;
}

/** A fresh install's business profile, without a database. */
export function seedProfile(): BusinessProfile {
  return businessProfileSchema.parse(seedBusinessProfile(DEFAULT_BOOKING_URL));
}

/** The facts every page reads (the root route's data) on a fresh install at the default address. */
export function seedSite(): SiteFacts {
  return siteFactsFrom(seedProfile(), DEFAULT_SITE_URL);
}
