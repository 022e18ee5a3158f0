import { data } from "react-router";
import { testimonialSchema } from "~/lib/schemas/content";
import {
  checkForm,
  cityChoices,
  contentPageFrame,
  editorFor,
  failure,
  isUuid,
  orderedListAction,
  readContentPost,
  refused,
  revisionOf,
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

export async function testimonialEditAction(request: Request, clientAddress: string, id: string) {
  const post = await readContentPost(request, clientAddress);
  if ("answer" in post) return post.answer;
  const editor = editorFor(post.user);
  if (post.intent === "delete") {
    if (!isUuid(id)) return refused(404, "This testimonial no longer exists: it was deleted.");
    try {
      await deleteTestimonial(editor, id);
    } catch (error) {
      return failure(error, {}, "testimonial");
    }
    return savedRedirect(LIST, "Testimonial deleted.");
  }
  const checked = checkForm(testimonialSchema, post.form);
  if ("answer" in checked) return checked.answer;
  const known = new Set(cityChoices.map((c) => c.slug));
  if (checked.values.citySlugs.some((slug) => !known.has(slug))) {
    return refused(400, "Choose the city pages from the list.", {
      values: checked.raw,
      issues: [{ field: "citySlugs", message: "Choose the city pages from the list." }],
    });
  }
  try {
    if (id === "new") await createTestimonial(editor, checked.values);
    else if (isUuid(id)) await updateTestimonial(editor, id, checked.values, revisionOf(post.form));
    else return refused(404, "This testimonial no longer exists: it was deleted.");
  } catch (error) {
    return failure(error, checked.raw, "testimonial");
  }
  return savedRedirect(LIST, id === "new" ? "Testimonial added." : "Testimonial saved.");
}
