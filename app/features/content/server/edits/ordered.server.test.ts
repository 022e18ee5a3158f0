/**
 * The records kept in the owner's order (edits/ordered.server.ts), through
 * two of the tables that share it: where a new one goes, hiding, moving at
 * the end of the list, deleting, and what each writes in the audit log.
 */
import { desc, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { Editor } from "~/features/content/server/editor.server";
import { openingRecords } from "~/features/content/server/edits/openings.server";
import { projectRecords } from "~/features/content/server/edits/projects.server";
import { applySeed } from "~/features/content/server/seed.server";
import type { MediaStore } from "~/features/media/index.server";
import { DEFAULT_BOOKING_URL } from "~/lib/site-config";
import { auditLog } from "~/server/db/schema.server";
import { onEachDatabase } from "../../../../../tests/support/databases";

const opening = {
  title: "Drywall Finisher",
  type: "Full-time",
  location: "Twin Cities Area",
  description: "Tape, mud and sand new walls.",
  pay: "$25-32/hour",
  postedFrom: "2026-01-01",
  postedUntil: "2026-03-01",
  hidden: false,
};

const project = {
  title: "Sage green hallway",
  category: "Interior Painting" as const,
  alt: "A sage green hallway",
  beforeAlt: "",
  citySlug: "",
  paintColor: "",
  hidden: false,
  image: "gallery/hallway",
  beforeImage: "",
};

/** The media store a project's delete asks to remove unused uploads from: these keys are not uploads. */
const noUploads: MediaStore = {
  kind: "files",
  save: async () => {},
  open: async () => undefined,
  remove: async () => {
    throw new Error("No uploaded picture should be removed.");
  },
  prune: async () => {
    throw new Error("No uploaded picture should be cut again.");
  },
};

onEachDatabase("records in the owner's order", (handle) => {
  const editor = (): Editor => ({
    db: handle().db,
    kind: handle().kind,
    userEmail: "owner@example.com",
    changed: () => {},
  });
  const lastAudit = async () => {
    const [entry] = await handle().db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    return entry;
  };

  beforeAll(async () => {
    await applySeed(handle().db, { bookingUrl: DEFAULT_BOOKING_URL });
  });

  it("adds an opening last and a project first, each logged as created", async () => {
    const made = await openingRecords.create(editor(), opening);
    expect((await openingRecords.list(handle().db)).at(-1)?.id).toBe(made.id);
    expect(await lastAudit()).toMatchObject({ entity: "job_opening", entityId: made.id, action: "create" });

    const first = await projectRecords.create(editor(), project);
    expect((await projectRecords.list(handle().db))[0]?.id).toBe(first.id);
    expect(await lastAudit()).toMatchObject({ entity: "gallery_project", action: "create" });
  });

  it("hides and shows a record, moves nothing past the end, and deletes one", async () => {
    const rows = await projectRecords.list(handle().db);
    const top = rows[0]!;
    const hidden = await projectRecords.setHidden(editor(), top.id, true);
    expect(hidden).toMatchObject({ hidden: true, revision: top.revision + 1 });
    expect(await lastAudit()).toMatchObject({
      action: "hide",
      before: { hidden: false },
      after: { hidden: true },
    });
    await projectRecords.setHidden(editor(), top.id, false);

    const entries = (await handle().db.select().from(auditLog)).length;
    expect(await projectRecords.move(editor(), top.id, "up")).toBe(false);
    expect((await handle().db.select().from(auditLog)).length).toBe(entries);

    const last = (await openingRecords.list(handle().db)).at(-1)!;
    await openingRecords.remove(editor(), last.id);
    expect(await openingRecords.read(handle().db, last.id)).toBeUndefined();
    expect(await lastAudit()).toMatchObject({ entityId: last.id, action: "delete" });

    await projectRecords.remove(editor(), noUploads, top.id);
    expect(await projectRecords.read(handle().db, top.id)).toBeUndefined();
    const [gone] = await handle()
      .db.select()
      .from(auditLog)
      .where(eq(auditLog.entityId, top.id))
      .orderBy(desc(auditLog.id));
    expect(gone?.action).toBe("delete");
  });

  it("puts a record first when the owner asks, at its adding or later in one step", async () => {
    const placed = await openingRecords.create(editor(), { ...opening, title: "Lead Painter" }, "first");
    expect((await openingRecords.list(handle().db))[0]?.id).toBe(placed.id);

    const last = (await openingRecords.list(handle().db)).at(-1)!;
    expect(await openingRecords.move(editor(), last.id, "top")).toBe(true);
    const order = (await openingRecords.list(handle().db)).map((row) => row.id);
    expect(order[0]).toBe(last.id);
    expect(order[1]).toBe(placed.id);
    expect(await lastAudit()).toMatchObject({ entityId: last.id, action: "move top" });
    // Already first: nothing moves, nothing is logged.
    expect(await openingRecords.move(editor(), last.id, "top")).toBe(false);
  });
});
