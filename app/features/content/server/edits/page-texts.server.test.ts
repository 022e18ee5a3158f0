/**
 * The pages' running text the owner rewrites (page-texts.ts): the
 * specification's text until he saves, a save over the revision the form
 * showed, a second tab refused, and the page reading what he wrote.
 */
import { expect, it } from "vitest";
import { textBlockSchema, textBlocks } from "~/features/content/page-texts";
import { ConflictError, type Editor } from "~/features/content/server/editor.server";
import { readPageText, savePageText } from "~/features/content/server/edits/page-texts.server";
import { recordHistory } from "~/features/content/server/history.server";
import { applySeed } from "~/features/content/server/seed.server";
import { ContentStore } from "~/features/content/server/snapshot.server";
import { DEFAULT_BOOKING_URL, DEFAULT_SITE_URL } from "~/lib/site-config";
import { onEachDatabase } from "../../../../../tests/support/databases";

onEachDatabase("page texts", (handle) => {
  let version = 1;
  const editor = (): Editor => ({
    db: handle().db,
    kind: handle().kind,
    userEmail: "owner@example.com",
    changed: (next) => {
      version = next;
    },
  });
  const content = () => new ContentStore(handle().db, DEFAULT_SITE_URL, () => version).get();

  it("shows the specification's text until the owner saves his own, then his", async () => {
    await applySeed(handle().db, { bookingUrl: DEFAULT_BOOKING_URL });
    expect(await readPageText(handle().db, "about.story")).toEqual({
      value: textBlocks["about.story"].start,
      revision: 0,
    });
    expect((await content()).text("about.story")).toEqual(textBlocks["about.story"].start);

    const { value } = textBlockSchema("about.story").parse({
      value: "We started small.\r\n\r\n\r\n  We still are, on purpose.  \n\n",
    });
    expect(value).toEqual(["We started small.", "We still are, on purpose."]);
    await savePageText(editor(), "about.story", value, 0);
    expect((await content()).text("about.story")).toEqual(value);
    expect((await content()).text("warranty.intro")).toBe(textBlocks["warranty.intro"].start);
  });

  it("refuses a save from a form opened before the last save, and keeps the history of each", async () => {
    const first = await readPageText(handle().db, "about.story");
    await expect(savePageText(editor(), "about.story", ["From an old tab."], 0)).rejects.toBeInstanceOf(
      ConflictError,
    );
    await savePageText(editor(), "about.story", ["A second version."], first.revision);
    const history = await recordHistory(
      handle().db,
      { entity: "page_text", id: "about.story", now: { value: ["A second version."] } },
      "America/Chicago",
    );
    expect(history.map((entry) => [entry.text, entry.current, entry.restorable])).toEqual([
      ['Edited the about page\'s "Our story"', true, false],
      ['Edited the about page\'s "Our story"', false, true],
      ["The version the site started with", false, true],
    ]);
  });

  it("checks a line stays one line and a block stays within its length", () => {
    expect(textBlockSchema("home.intro.process").safeParse({ value: "One line\nand another" }).success).toBe(
      false,
    );
    expect(textBlockSchema("home.intro.process").safeParse({ value: "x".repeat(201) }).success).toBe(false);
    expect(textBlockSchema("about.story").safeParse({ value: "  \n\n  " }).success).toBe(false);
    expect(textBlockSchema("warranty.intro").parse({ value: "Covered:\r\nall of it." }).value).toBe(
      "Covered: all of it.",
    );
  });
});
