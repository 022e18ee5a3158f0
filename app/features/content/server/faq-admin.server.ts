import { href } from "react-router";
import { faqEntrySchema, faqPageNames } from "~/features/content/schemas";
import { getContent } from "~/features/content/server/content-runtime.server";
import { factSource, fillFacts } from "~/lib/facts";
import type { AdminUser } from "~/server/request-context.server";
import { getDb } from "~/server/runtime.server";
import { faqRecords } from "./edits/faq.server";
import { historyOnPage } from "./history.server";
import { orderedListAction, recordEditAction, recordToEdit } from "./records.server";

const LIST = href("/admin/content/faq");

type FaqPageName = (typeof faqPageNames)[number];

/** Each page that answers questions, as the admin names it. */
const pageInfo: Record<FaqPageName, { title: string; path: string; about: string }> = {
  faq: {
    title: "FAQ page",
    path: "/faq",
    about:
      "The FAQ page lists these in this order, and search engines read them as its questions and answers.",
  },
  contact: {
    title: "Contact page",
    path: "/contact",
    about: "The contact page shows these below its form: keep them short.",
  },
};

const pageOf = (value: string): FaqPageName => (value === "contact" ? "contact" : "faq");

export async function faqListData() {
  const [rows, { site }] = await Promise.all([faqRecords.list(getDb()), getContent()]);
  return {
    pages: faqPageNames.map((name) => ({
      name,
      ...pageInfo[name],
      questions: rows
        .filter((row) => row.page === name)
        .map((row) => ({
          id: row.id,
          question: row.question,
          answer: fillFacts(row.answer, site),
          hidden: row.hidden,
        })),
    })),
  };
}

/** The list's buttons: move within the page's list, hide or show. */
export function faqListAction(request: Request, user: AdminUser) {
  return orderedListAction(request, user, {
    list: LIST,
    what: "question",
    move: faqRecords.move,
    setHidden: faqRecords.setHidden,
  });
}

/** The fields the edit page shows and the history compares with. */
function editable(row: { page: string; question: string; answer: string; hidden: boolean }) {
  return { page: pageOf(row.page), question: row.question, answer: row.answer, hidden: row.hidden };
}

async function readEditable(db: Parameters<typeof faqRecords.read>[0], id: string) {
  const row = await faqRecords.read(db, id);
  return row ? editable(row) : undefined;
}

export async function faqEditData(id: string, request: Request) {
  const { isNew, row } = await recordToEdit(id, faqRecords.read, { list: LIST, what: "question" });
  const page = pageOf(row?.page ?? new URL(request.url).searchParams.get("page") ?? "faq");
  const { site } = await getContent();
  const entry = row ? editable(row) : { page, question: "", answer: "", hidden: false };
  return {
    isNew,
    id: row?.id,
    page: { name: page, ...pageInfo[page] },
    entry,
    revision: row?.revision ?? 0,
    facts: factSource(site),
    ...(await historyOnPage(row ? { entity: "faq_entry", id: row.id, now: entry } : undefined)),
  };
}

export function faqEditAction(request: Request, user: AdminUser, id: string) {
  return recordEditAction(request, user, id, {
    list: LIST,
    what: "question",
    schema: faqEntrySchema,
    create: faqRecords.create,
    // A question stays on the page it was added to (each page keeps its own order).
    async update(editor, recordId, values, revision, action) {
      const now = await faqRecords.read(editor.db, recordId);
      const page = now ? pageOf(now.page) : values.page;
      return faqRecords.update(editor, recordId, { ...values, page }, revision, action);
    },
    remove: faqRecords.remove,
    history: { entity: "faq_entry", read: readEditable },
  });
}
