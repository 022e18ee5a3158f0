/**
 * The rules of the blocks the owner rewrites (page-texts.ts), the same in the
 * browser and on the server: lists a line each, rows of fields, whole pages
 * in Markdown; every fresh install's text passes its own block's rules.
 */
import { describe, expect, it } from "vitest";
import { formToObject } from "~/lib/form-object";
import { formText, isTextKey, textBlockSchema, textBlocks } from "./page-texts";

const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return formToObject(data, ["intent", "revision"]);
};

describe("page text blocks", () => {
  it("accepts the text each block starts with, as its form sends it", () => {
    for (const key of Object.keys(textBlocks)) {
      if (!isTextKey(key)) throw new Error(key);
      const block = textBlocks[key];
      const sent =
        block.kind === "rows" ? { value: block.start } : { value: formText(block.start, block.kind) };
      const checked = textBlockSchema(key).safeParse(sent);
      expect(checked.error?.issues ?? [], key).toEqual([]);
      expect(checked.data?.value, key).toEqual(block.start);
    }
  });

  it("reads a list a line each, without the empty lines, within its count and length", () => {
    const badges = textBlockSchema("home.badges");
    expect(badges.parse({ value: "Same-day estimates\r\n\r\n  Free quotes  \n" }).value).toEqual([
      "Same-day estimates",
      "Free quotes",
    ]);
    expect(badges.safeParse({ value: " \n " }).error?.issues[0]?.message).toBe("Write at least 1 line.");
    expect(badges.safeParse({ value: Array(9).fill("A promise").join("\n") }).error?.issues[0]?.message).toBe(
      "8 lines at most.",
    );
    expect(badges.safeParse({ value: "x".repeat(41) }).error?.issues[0]?.message).toBe(
      "Each line must be at most 40 characters.",
    );
  });

  it("reads rows field by field, dropping a row whose words were cleared, and names a problem by its row", () => {
    const cards = textBlockSchema("about.cards");
    const sent = form([
      ["value.0.icon", "Users"],
      ["value.0.title", "Owner on every job"],
      ["value.0.description", "He paints."],
      // Cleared by the owner: its icon is still chosen, its words are gone.
      ["value.1.icon", "Clock"],
      ["value.1.title", " "],
      ["value.1.description", ""],
      ["value.2.icon", "Award"],
      ["value.2.title", "Warranty"],
      ["value.2.description", "In\r\nwriting."],
    ]);
    expect(cards.parse(sent).value).toEqual([
      { icon: "Users", title: "Owner on every job", description: "He paints." },
      { icon: "Award", title: "Warranty", description: "In writing." },
    ]);
    const missing = cards.safeParse(
      form([
        ["value.0.icon", "Users"],
        ["value.0.title", ""],
        ["value.0.description", ""],
        ["value.1.icon", "Users"],
        ["value.1.title", "A title"],
        ["value.1.description", ""],
        ["value.2.icon", "Rocket"],
        ["value.2.title", "Another"],
        ["value.2.description", "Words."],
      ]),
    );
    expect(missing.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["value.1.description", "Description is required."],
      ["value.2.icon", "Choose an icon."],
    ]);
  });

  it("asks for every step of a block of a fixed count", () => {
    const steps = textBlockSchema("home.process");
    const three = textBlocks["home.process"].start.slice(0, 3);
    expect(steps.safeParse({ value: three }).error?.issues[0]?.message).toBe("Write all 4 steps.");
    expect(steps.safeParse({ value: [...three, ...three] }).error?.issues[0]?.message).toBe(
      "Write all 4 steps, no more.",
    );
    expect(steps.safeParse({}).error?.issues[0]?.message).toBe("Write at least 4 steps.");
  });

  it("keeps a legal page's Markdown as written, its line breaks made plain", () => {
    const terms = textBlockSchema("legal.terms");
    expect(terms.parse({ value: "  Opening.\r\n\r\n## Part\r\n\r\n- one\r\n- two  " }).value).toBe(
      "Opening.\n\n## Part\n\n- one\n- two",
    );
    expect(terms.safeParse({ value: "   " }).error?.issues[0]?.message).toBe("The text is required.");
  });
});
