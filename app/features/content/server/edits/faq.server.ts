import type { FaqEntryFields } from "~/features/content/schemas";
import { faqEntries } from "~/server/db/schema.server";
import { orderedRecords } from "./ordered.server";

/** The questions of the FAQ page and of the contact page, each page in its own order; a new one goes last. */
export const faqRecords = orderedRecords<typeof faqEntries, FaqEntryFields>(faqEntries, {
  entity: "faq_entry",
  noun: "question",
  newGoes: "last",
  listColumn: "page",
});
