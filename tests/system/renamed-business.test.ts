/**
 * Every name and figure in the site's running text comes from the business
 * profile: an install whose owner renamed the business, gave his own name and
 * his own insurance figure serves no page, structured data or feed that still
 * says the old ones (and no {word} left unfilled). The owner's own content
 * that names him (the seeded testimonials, the posts' bylines) is changed the
 * way he would change it, in the database, before the server starts.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Editor } from "~/features/content/server/editor.server";
import { readProfileForEdit, saveProfile } from "~/features/content/server/edits/profile.server";
import { applySeed } from "~/features/content/server/seed.server";
import { factWords } from "~/lib/facts";
import { businessProfileSchema } from "~/lib/schemas/business-profile";
import { DEFAULT_BOOKING_URL } from "~/lib/site-config";
import { openDatabase } from "~/server/db/client.server";
import { type RunningServer, startServer, tempDir } from "./support/server";

const PORT = 3523;
const base = `http://localhost:${PORT}`;

/** What the specification's business is called, and what it claims, in any of the forms the pages used. */
const oldWords = [/Advanced Painting/i, /\bAlex\b/, /Novak/, /\$1M\b/, /\$1 million/i];
const unfilled = new RegExp(`\\{(${factWords.join("|")})\\}`);

describe("an install whose business has another name", () => {
  let server: RunningServer;

  beforeAll(async () => {
    const dataDir = tempDir("renamed");
    const database = await openDatabase({ dataDir });
    try {
      await applySeed(database.db, { bookingUrl: DEFAULT_BOOKING_URL });
      const row = await readProfileForEdit(database.db);
      const profile = businessProfileSchema.parse({
        ...row.data,
        business: {
          ...row.data.business,
          name: "Northside Painting Co",
          shortName: "Northside",
          legalName: "Northside Painting Co Inc",
          ownerFirstName: "Dana",
          ownerName: "Dana Berg",
        },
        claims: { ...row.data.claims, insuranceCoverage: "$2M" },
      });
      const editor: Editor = {
        db: database.db,
        kind: "pglite",
        userEmail: "owner@example.com",
        changed: () => {},
      };
      await saveProfile(editor, profile, row.revision);
      // His own content: the customers' words name him as he now is. The posts' bylines follow the
      // profile by themselves (the seed's name the owner as "{ownerName}").
      await database.db.execute(sql`update testimonials set text = replace(text, 'Alex', 'Dana')`);
    } finally {
      await database.close();
    }
    server = await startServer({ port: PORT, dataDir });
  });

  afterAll(async () => {
    await server?.stop("SIGTERM");
  });

  it("says the new names on every page the sitemap lists, in their structured data, and in the feed", async () => {
    const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? "").pathname);
    expect(paths.length).toBeGreaterThan(80);
    const found: string[] = [];
    for (const path of new Set([
      ...paths,
      "/blog/rss.xml",
      "/privacy-policy",
      "/terms-of-service",
      "/warranty",
    ])) {
      const text = await (await fetch(`${base}${path}`)).text();
      for (const word of [...oldWords, unfilled]) {
        const match = word.exec(text);
        if (match) found.push(`${path}: "${text.slice(Math.max(0, match.index - 60), match.index + 40)}"`);
      }
    }
    expect(found).toEqual([]);
    const about = await (await fetch(`${base}/about`)).text();
    expect(about).toContain("Northside Painting Co");
    expect(about).toContain("Dana");
    const faq = await (await fetch(`${base}/faq`)).text();
    expect(faq).toContain("Northside Painting Co Inc is licensed and insured with coverage up to $2M");
  });
});
