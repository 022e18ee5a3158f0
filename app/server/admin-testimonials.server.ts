import { data } from "react-router";
import { testimonialSchema } from "~/lib/schemas/content";
import {
  cityChoices,
  contentPageFrame,
  isUuid,
  orderedListAction,
  recordEditAction,
  refused,
  savedRedirect,
} from "./admin-content.server";
import {
  createTestimonial,
  deleteTestimonial,
  listTestimonialsForEdit,
  moveTestimonial,
  readTestimonial,
  setTestimonialHidden,
  updateTestimonial,
} from "./content/editor.server";
import { getDb } from "./runtime.server";

const LIST = "/admin/content/testimonials";

export async function testimonialListData(request: Request, clientAddress: string) {
  const frame = await contentPageFrame(request, clientAddress, { title: "Testimonials", path: LIST });
  const rows = await listTestimonialsForEdit(getDb());
  const cityName = new Map(cityChoices.map((c) => [c.slug, c.name]));
  return data(
    {
      meta: frame.meta,
      flash: frame.flash,
      testimonials: rows.map((row) => ({
        id: row.id,
        name: row.name,
        location: row.location,
        rating: row.rating,
        text: row.text,
        hidden: row.hidden,
        shownOn: [
          ...(row.onHome ? ["Home page"] : []),
          ...row.citySlugs.map((slug) => cityName.get(slug) ?? slug),
        ],
      })),
    },
    { headers: frame.headers },
  );
}

/** The list's buttons: move up or down, hide or show. */
export function testimonialListAction(request: Request, clientAddress: string) {
  return orderedListAction(request, clientAddress, {
    list: LIST,
    what: "testimonial",
    move: moveTestimonial,
    setHidden: setTestimonialHidden,
  });
}

export async function testimonialEditData(request: Request, clientAddress: string, id: string) {
  const isNew = id === "new";
  const frame = await contentPageFrame(request, clientAddress, {
    title: isNew ? "New testimonial" : "Edit testimonial",
    path: `${LIST}/${id}`,
  });
  const row = isNew || !isUuid(id) ? undefined : await readTestimonial(getDb(), id);
  if (!isNew && !row) {
    throw await savedRedirect(LIST, "That testimonial no longer exists: it was deleted.", "error");
  }
  return data(
    {
      meta: frame.meta,
      flash: frame.flash,
      isNew,
      cities: cityChoices,
      testimonial: row
        ? {
            name: row.name,
            location: row.location,
            rating: row.rating,
            text: row.text,
            onHome: row.onHome,
            citySlugs: row.citySlugs,
            hidden: row.hidden,
          }
        : { name: "", location: "", rating: 5, text: "", onHome: true, citySlugs: [], hidden: false },
      revision: row?.revision ?? 0,
    },
    { headers: frame.headers },
  );
}

export function testimonialEditAction(request: Request, clientAddress: string, id: string) {
  const known = new Set(cityChoices.map((c) => c.slug));
  return recordEditAction(request, clientAddress, id, {
    list: LIST,
    what: "testimonial",
    schema: testimonialSchema,
    create: createTestimonial,
    update: updateTestimonial,
    remove: deleteTestimonial,
    refuse: (values, raw) =>
      values.citySlugs.some((slug) => !known.has(slug))
        ? refused(400, "Choose the city pages from the list.", {
            values: raw,
            issues: [{ field: "citySlugs", message: "Choose the city pages from the list." }],
          })
        : undefined,
  });
}
