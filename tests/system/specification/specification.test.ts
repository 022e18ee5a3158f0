/**
 * A guard against drift from the specification (issue 50, item 6): its
 * sentences (texts, counts, constants, routes, messages) checked on a fresh
 * install, one `describe` per section of spec 000 or spec 001, each test
 * named by the sentence it checks. One production server on a fresh
 * embedded database; every page read as a browser without JavaScript reads
 * it (the pages are complete server-rendered HTML).
 *
 * Where the specification gives a figure two readings (spec 000 §9 "Claims
 * vary between pages and both readings stand", spec 001 §9), each page is
 * held to the reading the specification places on it. The last test then
 * saves the owner's own rating and hours and checks that every page says
 * his, so it runs last.
 */
import { afterAll, beforeAll } from "vitest";
import { createAdmin, type RunningServer, startServer, tempDir } from "../support/server";
import { describeContactForm } from "./contact-form";
import { describeContentPages, serviceIds } from "./content-pages";
import { describeFormPages } from "./form-pages";
import { describeInfoPages } from "./info-pages";
import { blogPost, describeListingPages } from "./listing-pages";
import { describeOwnerEdits, type Owner } from "./owner-edits";
import { describeSearchData } from "./search-data";
import { describeSharedFrame, layoutRoutes } from "./shared-frame";
import { Site } from "./site";

const PORT = 3561;

const site = new Site();
const owner: Owner = { email: "owner@specification.test", password: "specification-password" };
let server: RunningServer | undefined;

/** Every page the fresh-install tests read, fetched a few at a time before they start. */
const pages = [
  ...layoutRoutes.map(([path]) => path),
  "/no-such-page-anywhere?admin=true",
  ...serviceIds.map((id) => `/service/${id}`),
  "/service/no-such-service",
  "/gallery?q=zzqqxx",
  "/blog?page=2",
  "/blog?page=3",
  "/blog?category=exterior-painting",
  "/blog?q=zzqqxx",
  blogPost,
  "/blog/exterior-painting-roseville-best-practices",
  "/service-area/no-such-town",
];

beforeAll(async () => {
  const dataDir = tempDir("specification");
  // Made before the first start, the way an owner does (`npm run user:create`); it changes no page.
  await createAdmin(owner.email, owner.password, { DATA_DIR: dataDir });
  server = await startServer({ port: PORT, dataDir });
  site.base = server.base;
  await site.prefetch([...new Set(pages)]);
  // The first start creates the embedded database; on a busy machine that alone can take a minute.
}, 300_000);

afterAll(async () => {
  await server?.stop("SIGTERM");
});

describeSharedFrame(site);
describeContentPages(site);
describeListingPages(site);
describeFormPages(site);
describeInfoPages(site);
describeContactForm(site);
describeSearchData(site);
describeOwnerEdits(site, owner);
