import { href } from "react-router";
import { type TestimonialFields, testimonialFormSchema } from "~/features/content/schemas";
import { refused } from "~/server/admin-posts.server";
import type { AdminUser } from "~/server/request-context.server";
import { getDb } from "~/server/runtime.server";
import { testimonialRecords } from "./edits/testimonials.server";
import { historyOnPage } from "./history.server";
import { cityChoices, orderedListAction, recordEditAction, recordToEdit } from "./records.server";

const LIST = href("/admin/content/testimonials");

export async function testimonialListData() {
  const [rows, cities] = await Promise.all([testimonialRecords.list(getDb()), cityChoices()]);
  const cityName = new Map(cities.map((c) => [c.slug, c.name]));
  return {
    testimonials: rows.map((row) => ({
      id: row.id,
      name: row.name,
      location: row.location,
      rating: row.rating,
      text: row.text,
      hidden: row.hidden,
      shownOn: [
        ...(row.onHome ? ["Home page"] : []),
        // A page deleted since is no longer named.
        ...row.citySlugs.flatMap((slug) => cityName.get(slug) ?? []),
      ],
    })),
  };
}

/** The list's buttons: move up or down, hide or show. */
export function testimonialListAction(request: Request, user: AdminUser) {
  return orderedListAction(request, user, {
    list: LIST,
    what: "testimonial",
    move: testimonialRecords.move,
    setHidden: testimonialRecords.setHidden,
  });
}

/** The fields the edit page shows and the history compares with. */
function editable(row: TestimonialFields) {
  return {
    name: row.name,
    location: row.location,
    rating: row.rating,
    text: row.text,
    onHome: row.onHome,
    citySlugs: row.citySlugs,
    hidden: row.hidden,
  };
}

export async function testimonialEditData(id: string) {
  const { isNew, row } = await recordToEdit(id, testimonialRecords.read, { list: LIST, what: "testimonial" });
  const saved = row ? editable(row) : undefined;
  return {
    isNew,
    id: row?.id,
    cities: await cityChoices(),
    ...(await historyOnPage(row && saved ? { entity: "testimonial", id: row.id, now: saved } : undefined)),
    testimonial: saved ?? {
      name: "",
      location: "",
      rating: 5,
      text: "",
      onHome: true,
      citySlugs: [],
      hidden: false,
      place: "first" as const,
    },
    revision: row?.revision ?? 0,
  };
}

export async function testimonialEditAction(request: Request, user: AdminUser, id: string) {
  const known = new Set((await cityChoices()).map((c) => c.slug));
  return recordEditAction(request, user, id, {
    list: LIST,
    what: "testimonial",
    schema: testimonialFormSchema,
    create: (editor, { place, ...values }) => testimonialRecords.create(editor, values, place),
    // Once added, a testimonial moves with the list's buttons.
    update: (editor, recordId, { place: _place, ...values }, revision, action) =>
      testimonialRecords.update(editor, recordId, values, revision, action),
    remove: testimonialRecords.remove,
    history: {
      entity: "testimonial",
      read: async (db, recordId) => {
        const row = await testimonialRecords.read(db, recordId);
        return row ? editable(row) : undefined;
      },
    },
    refuse: (values, raw) =>
      values.citySlugs.some((slug) => !known.has(slug))
        ? refused(400, "Choose the city pages from the list.", {
            values: raw,
            issues: [{ field: "citySlugs", message: "Choose the city pages from the list." }],
          })
        : undefined,
  });
}
