import { z } from "zod";
import { contentIconNames } from "./icon-choices";
import { type RowField, type TextBlock, textBlocks } from "./page-text-blocks";

export type { RowField };
export { textBlocks };

export type TextKey = keyof typeof textBlocks;
type Start<K extends TextKey> = (typeof textBlocks)[K]["start"];
/** A block's value: words, a list of them, or rows of the block's fields. */
export type TextValue<K extends TextKey> =
  Start<K> extends string
    ? string
    : Start<K> extends readonly string[]
      ? string[]
      : Start<K> extends readonly (infer Row)[]
        ? Row[]
        : never;

/** One row of a block of rows (a step, a card): its fields' words by name. */
export type TextRow = Record<string, string>;

/** Any block's value, as stored. */
export type PageTextValue = string | string[] | TextRow[];

export type TextKind = TextBlock["kind"];

export function isTextKey(key: string): key is TextKey {
  return Object.hasOwn(textBlocks, key);
}

/** A block's rule for each row, or none for a block of words. */
export function rowFieldsOf(key: TextKey): readonly RowField[] {
  const block: TextBlock = textBlocks[key];
  return block.row?.fields ?? [];
}

const oneLine = (words: string) => words.replace(/\s*[\r\n]+\s*/g, " ");
const plural = (count: number, one: string) => `${count} ${count === 1 ? one : `${one}s`}`;

/** What the form sends for a block, checked the same in the browser and on the server: `value`. */
export function textBlockSchema(key: TextKey) {
  const block: TextBlock = textBlocks[key];
  const words = (label: string) =>
    z
      .string({ error: `${label} is required.` })
      .trim()
      .min(1, `${label} is required.`)
      .max(block.max, `${label} must be at most ${block.max} characters.`);
  switch (block.kind) {
    case "line":
      return z.object({
        value: words("The line").refine((line) => !/[\r\n]/.test(line), "Keep it on one line."),
      });
    case "text":
      return z.object({ value: words("The paragraph").transform(oneLine) });
    case "markdown":
      return z.object({ value: words("The text").transform((text) => text.replace(/\r\n?/g, "\n")) });
    case "lines":
      return z.object({ value: listOf(block, "line", (text) => text.split(/\r?\n/)) });
    case "paragraphs":
      return z.object({
        value: listOf(block, "paragraph", (text) => text.replace(/\r\n?/g, "\n").split(/\n\s*\n/)),
      });
    case "rows":
      return z.object({ value: rowsOf(block) });
  }
}

/** Items typed in one box (a line or a paragraph each), at most `max` characters each. */
function listOf(block: TextBlock, item: string, split: (text: string) => string[]) {
  const { min, max } = block.count ?? { min: 1, max: 12 };
  return z.preprocess(
    (value) =>
      typeof value === "string"
        ? split(value)
            .map((part) => part.trim())
            .filter(Boolean)
        : value,
    z
      .array(
        z
          .string()
          .trim()
          .max(block.max, `Each ${item} must be at most ${block.max} characters.`)
          .transform(oneLine),
      )
      .min(min, `Write at least ${plural(min, item)}.`)
      .max(max, `${plural(max, item)} at most.`),
  );
}

/**
 * Rows of a block's fields (steps, cards), each filled in. A row whose words
 * are all left empty is dropped, so clearing a row removes it (its icon, a
 * choice always made, does not count), and a spare row offered for adding one
 * is left out the same way. Problems are named by the row's place in the
 * form, empty rows counted, so each shows beside its own field.
 */
function rowsOf(block: TextBlock) {
  const { min, max } = block.count ?? { min: 1, max: 12 };
  const fields = block.row?.fields ?? [];
  const name = (block.row?.name ?? "Row").toLowerCase();
  const row = z.object(
    Object.fromEntries(
      fields.map((field) => [
        field.name,
        field.icon
          ? z.enum(contentIconNames, { error: "Choose an icon." })
          : z
              .string({ error: `${field.label} is required.` })
              .trim()
              .min(1, `${field.label} is required.`)
              .max(field.max, `${field.label} must be at most ${field.max} characters.`)
              .transform(oneLine),
      ]),
    ),
  );
  const words = fields.filter((field) => !field.icon).map((field) => field.name);
  const blank = (item: Record<string, unknown>) =>
    words.every((field) => String(item[field] ?? "").trim() === "");
  return z
    .array(z.record(z.string(), z.unknown()), { error: `Write at least ${plural(min, name)}.` })
    .superRefine((items, ctx) => {
      for (const [index, item] of items.entries()) {
        if (blank(item)) continue;
        const checked = row.safeParse(item);
        for (const issue of checked.error?.issues ?? []) {
          ctx.addIssue({ code: "custom", message: issue.message, path: [index, ...issue.path] });
        }
      }
      const kept = items.filter((item) => !blank(item)).length;
      const all = min === max;
      if (kept < min) {
        ctx.addIssue({
          code: "custom",
          message: all ? `Write all ${plural(min, name)}.` : `Write at least ${plural(min, name)}.`,
        });
      } else if (kept > max) {
        ctx.addIssue({
          code: "custom",
          message: all ? `Write all ${plural(max, name)}, no more.` : `${plural(max, name)} at most.`,
        });
      }
    })
    .transform((items) => items.filter((item) => !blank(item)).map((item) => row.parse(item) as TextRow));
}

/** A page of the admin's list of texts, with each block and whether the owner rewrote it. */
export interface PageTextListPage {
  name: string;
  path: string;
  blocks: { key: string; title: string; where: string; excerpt: string; changed: boolean }[];
}

/**
 * A block of words as its text box shows it: paragraphs with a blank line
 * between them, a list one item per line. Rows have fields of their own.
 */
export function formText(value: PageTextValue | readonly string[], kind: TextKind): string {
  if (typeof value === "string") return value;
  const items = value.map((item) =>
    typeof item === "string" ? item : Object.values(item).filter(Boolean).join(" · "),
  );
  return items.join(kind === "paragraphs" ? "\n\n" : "\n");
}
