/**
 * What the backup's tests share (app/server/backup/*.test.ts): a row in every
 * table, hand-made archives, the newest migration's tag, scratch folders
 * removed after the test file.
 */
import { createWriteStream, mkdtempSync, readFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import { symmetricEncrypt } from "better-auth/crypto";
import { eq, sql } from "drizzle-orm";
import { pack as tarPack } from "tar-stream";
import { afterAll } from "vitest";
import { applySeed } from "~/features/content/server/seed.server";
import { contactSchema } from "~/features/leads/schemas/contact";
import { nominationSchema } from "~/features/leads/schemas/nomination";
import { insertContactSubmission, insertNomination } from "~/features/leads/server/leads.server";
import { DEFAULT_BOOKING_URL } from "~/lib/site-config";
import type { Db } from "~/server/db/client.server";
import * as schema from "~/server/db/schema.server";

const journal = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, "../../drizzle/meta/_journal.json"), "utf8"),
) as { entries: { tag: string }[] };
export const latestMigration = journal.entries.at(-1)!.tag;

const scratchDirs: string[] = [];
export function scratchDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), `unit-backup-${prefix}-`));
  scratchDirs.push(dir);
  return dir;
}
afterAll(async () => {
  for (const dir of scratchDirs) await rm(dir, { recursive: true, force: true });
});

/** Where a test lead came from. */
export const leadSource = {
  sourcePath: "/contact",
  referrer: "https://www.google.com/",
  utm: { utm_source: "flyer" },
};

/** At least one row in every table of the schema, written the ways the site writes them. */
/** The source site's auth secret (locking its two-factor secret), and that secret in the clear. */
export const SOURCE_AUTH_SECRET = "s".repeat(43);
export const TOTP_SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";

export async function seedEveryTable(db: Db) {
  await applySeed(db, { bookingUrl: DEFAULT_BOOKING_URL });
  await insertContactSubmission(
    db,
    contactSchema.parse({
      name: "Pat Homeowner",
      email: "pat@example.com",
      phone: "651-555-0100",
      service: "Interior Painting",
      message: 'Two rooms.\nLine two, "quoted", ünïcödé, emoji 🎨, backslash \\ and a tab\t.',
    }),
    leadSource,
    // A photo sent with it: its bytes in the database, every byte value.
    {
      photos: [
        {
          width: 2,
          height: 2,
          view: Buffer.from(Uint8Array.from({ length: 256 }, (_, i) => 255 - i)),
          thumb: Buffer.from([0, 1, 2]),
        },
      ],
    },
  );
  await insertNomination(
    db,
    nominationSchema.parse({
      your_name: "Sam",
      your_email: "sam@example.com",
      your_phone: "651-555-0101",
      nominee_name: "Lee",
      nominee_address: "1 Main St, Shoreview",
      nominee_phone: "",
      relationship: "Neighbor",
      reason: "Always helps everyone.",
    }),
    leadSource,
  );
  const userId = "user-backup-1";
  await db
    .insert(schema.users)
    .values({ id: userId, name: "Owner", email: "owner@example.com", emailVerified: true });
  await db.insert(schema.accounts).values({
    id: "account-1",
    accountId: userId,
    providerId: "credential",
    userId,
    password: "hash",
  });
  await db.insert(schema.sessions).values({
    id: "session-1",
    token: "token-1",
    userId,
    expiresAt: new Date("2030-01-01T00:00:00Z"),
  });
  await db.insert(schema.verifications).values({
    id: "verification-1",
    identifier: "owner@example.com",
    value: "code",
    expiresAt: new Date("2030-01-01T00:00:00Z"),
  });
  await db.insert(schema.twoFactors).values({
    id: "two-factor-1",
    secret: await symmetricEncrypt({ key: SOURCE_AUTH_SECRET, data: TOTP_SECRET }),
    backupCodes: "codes",
    userId,
  });
  await db.insert(schema.userRoles).values({ userId, role: "admin" });
  await db
    .insert(schema.rateLimits)
    .values({ key: "form:10.0.0.1", count: 2, resetAt: new Date("2030-01-01") });
  const [post] = await db.select({ id: schema.blogPosts.id }).from(schema.blogPosts).limit(1);
  await db.insert(schema.blogRedirects).values({ fromSlug: "an-old-address", postId: post!.id });
  for (const entity of ["testimonial", "post", "profile"]) {
    await db.insert(schema.auditLog).values({
      userEmail: "owner@example.com",
      entity,
      entityId: "1",
      action: "update",
      before: { big: 2 ** 53 - 1, nested: { list: [1, "two", null] } },
      after: null,
    });
  }
  // An uploaded picture: a row and a file's bytes (every byte value, which text would mangle).
  const [picture] = await db
    .insert(schema.media)
    .values({
      hash: "0123456789",
      width: 4,
      height: 3,
      color: "#336699",
      placeholder: "data:image/webp;base64,AAAA",
      variants: ["thumb", "large"],
      bytes: 256,
      createdBy: "owner@example.com",
    })
    .returning();
  await db.insert(schema.mediaFiles).values({
    name: `${picture!.id}-thumb-400.0123456789.webp`,
    mediaId: picture!.id,
    contentType: "image/webp",
    data: Uint8Array.from({ length: 256 }, (_, i) => i),
  });
  // A photo that could not be cut again in the background, with the reason.
  await db.insert(schema.mediaUpdates).values({
    mediaId: picture!.id,
    cut: "abcdef0123",
    status: "failed",
    attempts: 1,
    error: "its full-size original is missing, so it cannot be cut again",
  });
  // A page's text the owner rewrote: paragraphs, as jsonb.
  await db.insert(schema.pageTexts).values({ key: "about.story", value: ["Our story, ünïcödé.", "Second."] });
  // A city page the owner merged into a neighbour's, with words of his own (the seed wrote its texts).
  await db
    .update(schema.cityPages)
    .set({ mergedInto: "burnsville", ownWords: "Cedar Grove ramblers, ünïcödé." })
    .where(eq(schema.cityPages.slug, "eagan"));
  // A photo uploaded from the gallery and not yet saved into a project.
  await db
    .insert(schema.galleryDrafts)
    .values({ mediaId: picture!.id, fileName: "IMG_4412.jpg", createdBy: "owner@example.com" });
  await db.insert(schema.scheduledRuns).values({
    name: "daily-backup",
    startedAt: new Date("2025-01-02T02:00:00Z"),
    finishedAt: new Date("2025-01-02T02:00:03Z"),
    fileName: "backup-2025-01-02-0200.tar.gz",
    bytes: 13_700_000,
  });
  // Microseconds, which a JavaScript Date would lose on the way.
  await db.execute(
    sql`insert into audit_log (at, user_email, entity, entity_id, action)
        values ('2025-01-02 03:04:05.123456+00', 'micro@example.com', 'x', '1', 'create')`,
  );
  // The owner's alerts and numbers: a phone subscribed to alerts, the settings, the push keys, visits.
  await db.insert(schema.pushSubscriptions).values({
    userId,
    endpoint: "https://push.example/send/abc",
    p256dh: "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM",
    auth: "tBHItJI5svbpez7KI4CCXg",
    deviceLabel: "Chrome on Android",
  });
  await db.insert(schema.ownerSettings).values({ digestAfterHours: 12, digestHour: 8 });
  await db.insert(schema.bookingSettings).values({
    availability: { windows: { sat: [{ start: "09:00", end: "12:00" }] }, visitMinutes: 60 },
    calendarUrl: "https://calendar.google.com/calendar/ical/owner/private-abc/basic.ics",
  });
  await db.insert(schema.bookingCalendar).values({
    url: "https://calendar.google.com/calendar/ical/owner/private-abc/basic.ics",
    ics: "BEGIN:VCALENDAR\r\nEND:VCALENDAR",
    etag: '"abc"',
    busy: [{ start: "2025-01-03T15:00:00.000Z", end: "2025-01-03T16:00:00.000Z" }],
    readAt: new Date("2025-01-02T02:05:00Z"),
  });
  // A booked visit and a quote with its option, line and the owner's usual line, for the lead above.
  const [lead] = await db
    .select({ id: schema.contactSubmissions.id })
    .from(schema.contactSubmissions)
    .limit(1);
  await db.insert(schema.bookings).values({
    leadId: lead!.id,
    startsAt: new Date("2025-01-06T22:00:00Z"),
    endsAt: new Date("2025-01-06T23:00:00Z"),
    blockedUntil: new Date("2025-01-06T23:30:00Z"),
    day: "2025-01-06",
    status: "confirmed",
    address: "12 Elm St, Shoreview",
  });
  const [quote] = await db
    .insert(schema.quotes)
    .values({ leadId: lead!.id, number: 1001, title: "Two rooms", acceptance: null })
    .returning({ id: schema.quotes.id });
  const [option] = await db
    .insert(schema.quoteOptions)
    .values({ quoteId: quote!.id, position: 0, name: "Walls only", recommended: true })
    .returning({ id: schema.quoteOptions.id });
  await db.insert(schema.quoteLines).values({
    optionId: option!.id,
    position: 0,
    description: "Walls, two coats",
    quantity: 250,
    unit: "room",
    unitPriceCents: 45_000,
  });
  const [invoice] = await db
    .insert(schema.invoices)
    .values({
      number: 1001,
      leadId: lead!.id,
      quoteId: quote!.id,
      kind: "deposit",
      title: "Deposit for Quote 1001",
      subtotalCents: 28_125,
      taxCents: 0,
      totalCents: 28_125,
      dueOn: "2025-01-13",
      linkKey: "invoice-link-key-0123456789abcdef",
      sentAt: new Date("2025-01-06T22:00:00Z"),
    })
    .returning({ id: schema.invoices.id });
  await db.insert(schema.invoiceLines).values({
    invoiceId: invoice!.id,
    position: 0,
    description: "Deposit (25%)",
    quantity: 100,
    unitPriceCents: 28_125,
    taxable: false,
  });
  await db.insert(schema.payments).values({
    invoiceId: invoice!.id,
    amountCents: 28_125,
    method: "card",
    state: "received",
    receivedOn: "2025-01-07",
    reference: "pi_backup_1",
  });
  await db.insert(schema.stripeEvents).values({ id: "evt_backup_1", type: "paid" });
  await db.insert(schema.quoteCatalogItems).values({
    description: "Walls, two coats",
    key: "walls, two coats",
    unit: "room",
    unitPriceCents: 45_000,
  });
  await db.insert(schema.serverKeys).values({ name: "vapid", value: '{"publicKey":"P","privateKey":"K"}' });
  await db.insert(schema.outboxMessages).values({
    kind: "booking.reminder",
    mail: { to: ["customer@example.com"], subject: "Your estimate visit tomorrow", text: "See you at 4 pm." },
    topic: "booking-1",
    sendAt: new Date("2030-01-01"),
  });
  await db.insert(schema.analyticsEvents).values({
    kind: "view",
    path: "/services",
    entryPath: "/",
    isEntry: false,
    source: "nextdoor",
    campaign: "spring",
  });
  await db.insert(schema.analyticsDaily).values({
    day: "2025-01-02",
    kind: "view",
    path: "/",
    entryPath: "/",
    source: "Direct",
    medium: "",
    campaign: "",
    events: 40,
    entries: 31,
  });
  await db.insert(schema.vitalsDaily).values({
    day: "2025-01-02",
    pageType: "home",
    device: "phone",
    metric: "lcp",
    views: 3,
    buckets: [0, 0, 0, 0, 1, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
  });
}

/** A hand-made archive, to see what a restore makes of a strange one. */
export async function handMadeArchive(file: string, entries: Record<string, string>) {
  const pack = tarPack();
  const done = pipeline(pack, createGzip(), createWriteStream(file));
  for (const [name, content] of Object.entries(entries)) pack.entry({ name }, content);
  pack.finalize();
  await done;
}
