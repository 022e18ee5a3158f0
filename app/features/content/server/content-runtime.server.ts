import { businessProfileSchema, type SiteFacts, siteFactsFrom } from "~/lib/schemas/business-profile";
import { seedBusinessProfile } from "~/seed/site";
import type { DatabaseHandle, Db } from "~/server/db/client.server";
import type { AppConfig } from "~/server/env.server";
import { getConfig, getDatabaseKind, serviceSlot } from "~/server/runtime.server";
import { applySeed } from "./seed.server";
import { type Content, ContentStore } from "./snapshot.server";
import { bumpContentVersion, type ContentWatch, watchContentVersion } from "./version.server";

/** The running server's content: which version is current, and the content as of that version. */
const contentSlot = serviceSlot<{ watch: ContentWatch; store: ContentStore }>("content");

/**
 * Writes the starting content on a fresh database, then follows the content
 * version (told by the other servers) and loads the content at once, before
 * a visitor asks for it: should the database go away later, the pages (and a
 * form's answer) are still made from the last content loaded. Returns what
 * stops it.
 */
export async function startContent(database: DatabaseHandle, config: AppConfig) {
  const seeded = await applySeed(database.db, { bookingUrl: config.seedBookingUrl, kind: database.kind });
  if (seeded.length > 0) console.log(`[content] starting content written: ${seeded.join(", ")}`);
  const watch = await watchContentVersion({
    db: database.db,
    kind: database.kind,
    databaseUrl: config.databaseUrl,
    redisUrl: config.redisUrl,
  });
  const store = new ContentStore(database.db, config.siteUrl, () => watch.current());
  // A change (here or on another server) loads the new content at once.
  watch.onChange(() => store.warm());
  store.warm();
  return {
    /** Kept with the runtime once the core has started. */
    register: () => contentSlot.set({ watch, store }),
    stop: () => watch.stop(),
  };
}

/** The owner's content as public pages show it now (loaded once per content version). */
export function getContent(): Promise<Content> {
  return contentSlot.get().store.get();
}

export function getContentWatch(): ContentWatch {
  return contentSlot.get().watch;
}

/**
 * Inside a transaction that changed which files uploaded photos name (cut
 * again in the background): the next content version, so every server's
 * pages name the new files; returns what tells this server once committed.
 */
export async function pictureFilesChanged(tx: Db): Promise<() => void> {
  const version = await bumpContentVersion(tx, getDatabaseKind(), "pictures");
  return () => getContentWatch().changed(version);
}

/** The page cache's key for now: it changes with every content change (and scheduled post). */
export function contentCacheKey(): string {
  return contentSlot.find()?.store.cacheKey() ?? "starting";
}

/**
 * The business facts for every page (the root route's data). Never fails: if
 * the content cannot be read (the database is down before anything was
 * loaded), the seed's facts stand in, so the site's frame still renders.
 */
export async function siteFacts(): Promise<SiteFacts> {
  try {
    return (await getContent()).site;
  } catch (error) {
    console.error("[content] could not read the business profile; using the built-in one:", error);
    const config = getConfig();
    return siteFactsFrom(
      businessProfileSchema.parse(seedBusinessProfile(config.seedBookingUrl)),
      config.siteUrl,
    );
  }
}
