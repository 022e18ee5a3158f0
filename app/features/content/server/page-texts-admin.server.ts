import { href } from "react-router";
import {
  formText,
  isTextKey,
  type PageTextListPage,
  type PageTextValue,
  rowFieldsOf,
  type TextKey,
  type TextKind,
  textBlockSchema,
  textBlocks,
} from "~/features/content/page-texts";
import { factSource, fillFacts } from "~/lib/facts";
import { pagePath } from "~/lib/page-path";
import { checkForm, readAdminForm, refused, revisionOf, savedRedirect } from "~/server/admin-posts.server";
import type { AdminUser } from "~/server/request-context.server";
import { getDb } from "~/server/runtime.server";
import { getContent } from "./content-runtime.server";
import { listPageTexts, readPageText, savePageText } from "./edits/page-texts.server";
import { historyOnPage, restoreVersion } from "./history.server";
import { editorFor, failure } from "./records.server";

const LIST = href("/admin/content/texts");

/** A block's words in a line, for the list. */
const excerpt = (value: PageTextValue, kind: TextKind) =>
  formText(value, kind).replace(/\s+/g, " ").slice(0, 160);

/** /admin/content/texts: the blocks by page, each saying whether it is still the text the site started with. */
export async function pageTextListData() {
  const [rows, { site }] = await Promise.all([listPageTexts(getDb()), getContent()]);
  const saved = new Map(rows.map((row) => [row.key, row]));
  const pages = new Map<string, { name: string; path: string; blocks: unknown[] }>();
  for (const [key, block] of Object.entries(textBlocks)) {
    const row = saved.get(key);
    const page = pages.get(block.page.name) ?? { ...block.page, blocks: [] };
    page.blocks.push({
      key,
      title: block.title,
      where: block.where,
      excerpt: fillFacts(excerpt(row?.value ?? (block.start as PageTextValue), block.kind), site),
      changed: Boolean(row),
    });
    pages.set(block.page.name, page);
  }
  return { pages: [...pages.values()] as PageTextListPage[] };
}

async function blockFrom(key: string) {
  if (isTextKey(key)) return key;
  throw await savedRedirect(LIST, "There is no such text to edit.", "error");
}

export async function pageTextEditData(key: string) {
  const textKey = await blockFrom(key);
  const block = textBlocks[textKey];
  const { value, revision } = await readPageText(getDb(), textKey);
  const { site } = await getContent();
  const fields = rowFieldsOf(textKey);
  return {
    key: textKey,
    title: block.title,
    where: block.where,
    page: block.page,
    kind: block.kind as TextKind,
    max: block.max,
    // A block of rows is edited field by field; a block of words in one box.
    text: block.kind === "rows" ? "" : formText(value, block.kind),
    rows: block.kind === "rows" && Array.isArray(value) ? (value as Record<string, string>[]) : [],
    row: block.kind === "rows" ? { name: block.row?.name ?? "Row", fields: [...fields] } : undefined,
    count: "count" in block ? block.count : undefined,
    revision,
    ...(await historyOnPage(revision > 0 ? { entity: "page_text", id: textKey, now: { value } } : undefined)),
    facts: factSource(site),
  };
}

/** Saving a block, or bringing back a version from its history. */
export async function pageTextEditAction(request: Request, user: AdminUser, key: string) {
  if (!isTextKey(key)) return refused(404, "There is no such text to edit.");
  const post = await readAdminForm(request);
  if ("answer" in post) return post.answer;
  const editor = editorFor(user);
  const schema = textBlockSchema(key);
  const page = pagePath(request.url);
  if (post.intent === "restore") {
    return restoreVersion(
      post.form,
      {
        editor,
        id: key,
        page,
        failure: (error) => failure(error, {}, "text"),
      },
      {
        entity: "page_text",
        what: "text",
        schema,
        read: async (db, id) => ({ value: (await readPageText(db, id as TextKey)).value }),
        update: (writer, id, values, revision, action) =>
          savePageText(writer, id as TextKey, values.value, revision, action),
      },
    );
  }
  const checked = checkForm(schema, post.form);
  if ("answer" in checked) return checked.answer;
  try {
    await savePageText(editor, key, checked.values.value, revisionOf(post.form) || 0);
  } catch (error) {
    return failure(error, checked.raw, "text");
  }
  return savedRedirect(page, "Saved. The page shows it now.");
}
