/**
 * A record's history and bringing back a version (history.server.ts), through
 * the FAQ's questions: two pages' lists in one table, each in its own order.
 */
import { desc } from "drizzle-orm";
import { expect, it } from "vitest";
import { faqEntrySchema } from "~/features/content/schemas";
import type { Editor } from "~/features/content/server/editor.server";
import { faqRecords } from "~/features/content/server/edits/faq.server";
import { historyLink, recordHistory, restoreVersion } from "~/features/content/server/history.server";
import { applySeed } from "~/features/content/server/seed.server";
import { DEFAULT_BOOKING_URL } from "~/lib/site-config";
import { auditLog } from "~/server/db/schema.server";
import { onEachDatabase } from "../../../../tests/support/databases";

const words = (row: { page: string; question: string; answer: string; hidden: boolean }) => ({
  page: row.page,
  question: row.question,
  answer: row.answer,
  hidden: row.hidden,
});

onEachDatabase("record history", (handle) => {
  const editor = (): Editor => ({
    db: handle().db,
    kind: handle().kind,
    userEmail: "owner@example.com",
    changed: () => {},
  });
  const listOf = async (page: string) =>
    (await faqRecords.list(handle().db)).filter((row) => row.page === page).map((row) => row.question);

  it("seeds the FAQ page's ten questions and the contact page's six, each in the specification's order", async () => {
    await applySeed(handle().db, { bookingUrl: DEFAULT_BOOKING_URL });
    const faq = await listOf("faq");
    const contact = await listOf("contact");
    expect(faq).toHaveLength(10);
    expect(contact).toHaveLength(6);
    expect(faq[0]).toBe("How much does it cost to paint the outside of a house?");
    expect(contact[0]).toBe("How long does a typical project take?");
  });

  it("moves and adds a question within its own page's list", async () => {
    const contact = await listOf("contact");
    const rows = await faqRecords.list(handle().db);
    const firstContact = rows.find((row) => row.page === "contact");
    // The first of the contact page's questions is not moved up into the FAQ page's list.
    expect(await faqRecords.move(editor(), firstContact?.id ?? "", "up")).toBe(false);
    expect(await faqRecords.move(editor(), firstContact?.id ?? "", "down")).toBe(true);
    expect(await listOf("contact")).toEqual([contact[1], contact[0], ...contact.slice(2)]);
    await faqRecords.create(
      editor(),
      faqEntrySchema.parse({ page: "faq", question: "Do you paint decks?", answer: "Yes, and fences too." }),
    );
    expect((await listOf("faq")).at(-1)).toBe("Do you paint decks?");
    expect(await listOf("contact")).toHaveLength(6);
  });

  it("lists each change with who and what, and marks the version on the site now", async () => {
    const row = (await faqRecords.list(handle().db)).find((entry) => entry.page === "faq");
    if (!row) throw new Error("no question");
    const first = faqEntrySchema.parse({ ...words(row), answer: "A first new answer." });
    await faqRecords.update(editor(), row.id, first, row.revision);
    const second = faqEntrySchema.parse({ ...words(row), answer: "A second new answer." });
    await faqRecords.update(editor(), row.id, second, row.revision + 1);

    const history = await recordHistory(
      handle().db,
      { entity: "faq_entry", id: row.id, now: second },
      "America/Chicago",
    );
    expect(history.map((entry) => [entry.text, entry.current, entry.restorable])).toEqual([
      [`Edited the question "${row.question}"`, true, false],
      [`Edited the question "${row.question}"`, false, true],
      // Seeded, so it has no entry of its own: the first change's "before" is its first version.
      ["The version the site started with", false, true],
    ]);
    expect(history[2]).toMatchObject({ id: history[1]?.id, side: "before" });
    expect(history[1]?.details).toEqual([
      { label: "answer", before: row.answer, after: "A first new answer." },
    ]);
    expect(history[0]?.who).toBe("owner@example.com");
    expect(historyLink({ entity: "faq_entry", entityId: row.id, id: 7, action: "update" })).toBe(
      `/admin/content/faq/${row.id}#change-7`,
    );
    expect(historyLink({ entity: "media", entityId: row.id, id: 7, action: "update" })).toBeUndefined();
  });

  it("refuses to bring back a version of another record, or one today's rules refuse, and changes nothing", async () => {
    const rows = await faqRecords.list(handle().db);
    const row = rows.find((entry) => entry.page === "faq");
    const other = rows.find((entry) => entry.page === "contact");
    if (!row || !other) throw new Error("no questions");
    const [entry] = await handle().db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    const restore = (entryId: number, id: string, revision: number) => {
      const form = new FormData();
      form.set("entry", String(entryId));
      form.set("revision", String(revision));
      return restoreVersion(
        form,
        { editor: editor(), id, page: "/admin", failure: () => "failed" },
        {
          entity: "faq_entry",
          what: "question",
          schema: faqEntrySchema,
          read: async (db, id) => faqRecords.read(db, id),
          update: faqRecords.update,
        },
      );
    };
    const elsewhere = (await restore(entry?.id ?? 0, other.id, other.revision)) as {
      init: { status: number };
    };
    expect(elsewhere.init.status).toBe(404);

    // A version saved when the rules allowed an empty answer: it is not written back.
    await handle()
      .db.insert(auditLog)
      .values({
        userEmail: "owner@example.com",
        entity: "faq_entry",
        entityId: row.id,
        action: "update",
        after: { page: "faq", question: row.question, answer: "", hidden: false },
      });
    const [broken] = await handle().db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    const refused = (await restore(broken?.id ?? 0, row.id, row.revision)) as {
      init: { status: number };
      data: { message: string };
    };
    expect(refused.init.status).toBe(400);
    expect(refused.data.message).toContain("Answer is required.");
    expect((await faqRecords.read(handle().db, row.id))?.answer).toBe(row.answer);
  });
});
