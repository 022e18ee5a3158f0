import { href } from "react-router";
import { type CityFields, citySchema } from "~/features/content/city-schema";
import { getMediaStore, mediaIdOf, readPostWithPhotos, takeFormPhoto } from "~/features/media/index.server";
import { factSource, fillFactsIn } from "~/lib/facts";
import { pagePath } from "~/lib/page-path";
import { defaultCity } from "~/seed/cities";
import { checkForm, refused, revisionOf, savedRedirect } from "~/server/admin-posts.server";
import type { AdminUser } from "~/server/request-context.server";
import { getDb } from "~/server/runtime.server";
import { addedCities, ownContent } from "./cities-admin.server";
import { getContent } from "./content-runtime.server";
import type { Editor } from "./editor.server";
import {
  type CityRow,
  cityFieldsOf,
  createCity,
  readCityRow,
  removeCity,
  updateCity,
} from "./edits/city-pages.server";
import { pictureExists, removeUnusedPictures } from "./edits/pictures.server";
import { historyOnPage, restoreVersion } from "./history.server";
import { readPictures } from "./picture-refs.server";
import { editorFor, failure } from "./records.server";

const LIST = href("/admin/content/cities");
const editPage = (slug: string) => href("/admin/content/cities/:slug", { slug });
const gone = "There is no page for that city: it was deleted, or never made.";

/** A city's fields as its form shows them: paragraphs with a blank line between them. */
function formValues(fields: CityFields) {
  return { ...fields, intro: fields.intro.join("\n\n") };
}
export type CityFormValues = Omit<ReturnType<typeof formValues>, "lat" | "lng"> & {
  lat: number | "";
  lng: number | "";
};

const blank: CityFormValues = {
  name: "",
  slug: "",
  title: "",
  description: "",
  lat: "",
  lng: "",
  intro: "",
  neighborhoods: [],
  housingStock: "",
  climateNotes: "",
  popularProjects: [],
  additionalInfo: "",
  nearbyAreas: [],
  image: "",
  imageAlt: "",
  listed: true,
  ownWords: "",
  hidden: false,
  mergedInto: "",
};

/** The other pages that lead to this one (it cannot be deleted while they do). */
function mergedHere(slug: string, content: Awaited<ReturnType<typeof getContent>>) {
  return content.cities.all.filter((city) => city.mergedInto === slug).map((city) => city.name);
}

/** /admin/content/cities/{slug} ("new": a page to add). */
export async function cityEditData(slugParam: string) {
  const db = getDb();
  const isNew = slugParam === "new";
  const row = isNew ? undefined : await readCityRow(db, slugParam);
  if (!isNew && !row) throw await savedRedirect(LIST, gone, "error");
  const [content, added] = await Promise.all([getContent(), addedCities(db)]);
  const fields = row ? cityFieldsOf(row) : undefined;
  const slug = row?.slug ?? "";
  const city = row ? content.city(slug) : undefined;
  const picture = await readPictures(db, row?.image ? [row.image] : []);
  const chosen = new Set(fields?.nearbyAreas ?? []);
  const others = content.cities.all.filter((page) => page.slug !== slug);
  const byOwner = added.has(slug);
  return {
    isNew,
    slug,
    path: row ? href("/service-area/:slug", { slug }) : null,
    values: fields ? formValues(fields) : blank,
    revision: row?.revision ?? 0,
    photo: row?.image ? (picture(row.image) ?? null) : null,
    own: city ? ownContent(city, content, byOwner) : null,
    // Who the page names, so he can change them where they are kept.
    testimonials: content.testimonials
      .filter((t) => slug !== "" && t.citySlugs.includes(slug))
      .map((t) => ({ id: t.id, name: t.name })),
    // A page can be merged into one that is itself on the site.
    neighbours: others
      .filter((page) => content.cityShown(page.slug))
      .map((page) => ({ value: page.slug, label: page.name })),
    // The nearby pages chosen first, in their order on the page; then the others, in the list's order.
    nearbyChoices: [
      ...(fields?.nearbyAreas ?? []).flatMap((s) => others.filter((page) => page.slug === s)),
      ...others.filter((page) => !chosen.has(page.slug)),
    ].map((page) => ({ slug: page.slug, name: page.name })),
    // Only a page he added can be deleted, and only while no other page leads to it.
    deletable: byOwner,
    mergedHere: row ? mergedHere(slug, content) : [],
    office: content.site.business.geo,
    facts: factSource(content.site),
    // What a page shows where its own text is left empty.
    generic: fillFactsIn(
      {
        housingStock: defaultCity.housingStock,
        climateNotes: defaultCity.climateNotes,
        popularProjects: defaultCity.popularProjects,
        additionalInfo: defaultCity.additionalInfo,
      },
      content.site,
    ),
    ...(await historyOnPage(fields ? { entity: "city_page", id: slug, now: fields } : undefined)),
  };
}

/** The checks the schema cannot make: the pages it names exist, and his photo is there and described. */
async function refusal(slug: string, values: CityFields, raw: Record<string, unknown>) {
  const problem = (field: string, message: string) =>
    refused(400, message, { values: raw, issues: [{ field, message }] });
  const content = await getContent();
  const { mergedInto } = values;
  if (mergedInto && (mergedInto === slug || !content.cityShown(mergedInto))) {
    return problem("mergedInto", "Choose the page from the list.");
  }
  if (values.nearbyAreas.some((near) => near === slug || !content.city(near))) {
    return problem("nearbyAreas", "Choose the nearby pages from the list.");
  }
  if (values.image) {
    if (!mediaIdOf(values.image) || !(await pictureExists(getDb(), values.image))) {
      return problem("photo", "That photo is gone: upload it again, or choose no photo.");
    }
    if (!values.imageAlt) {
      return problem("imageAlt", "Describe your photo: what it shows, for people who cannot see it.");
    }
  }
  return undefined;
}

/** Saves over a revision, and removes the photo it replaced when nothing else uses it. */
async function saveOver(
  editor: Editor,
  slug: string,
  values: CityFields,
  revision: number,
  action: "update" | "restore",
) {
  const before = await readCityRow(editor.db, slug);
  const saved = await updateCity(editor, slug, values, revision, action);
  if (before?.image && before.image !== saved.image) {
    await removeUnusedPictures(editor.db, getMediaStore(), [before.image]);
  }
  return saved;
}

async function deleteCity(editor: Editor, slug: string) {
  const content = await getContent();
  if (!(await addedCities(editor.db)).has(slug)) {
    return refused(
      400,
      "A page the site started with is hidden rather than deleted: tick Hidden, and its address leads visitors to the service areas page.",
    );
  }
  const leading = mergedHere(slug, content);
  if (leading.length > 0) {
    return refused(
      409,
      `${leading.join(", ")} ${leading.length === 1 ? "is" : "are"} merged into this page: choose another page for ${leading.length === 1 ? "it" : "them"} first.`,
    );
  }
  let gone: CityRow;
  try {
    gone = await removeCity(editor, slug);
  } catch (error) {
    return failure(error, {}, "city page");
  }
  if (gone.image) await removeUnusedPictures(editor.db, getMediaStore(), [gone.image]);
  return savedRedirect(LIST, `The page of ${gone.name} is deleted.`);
}

/**
 * Saving, adding, deleting or restoring a city page. A photo sent with the
 * form is stored first and becomes the page's photo; one no longer used by
 * anything is removed after the save.
 */
export async function cityEditAction(request: Request, user: AdminUser, slugParam: string) {
  const isNew = slugParam === "new";
  const post = await readPostWithPhotos(request, 1);
  if ("answer" in post) return post.answer;
  try {
    const editor = editorFor(user);
    const row = isNew ? undefined : await readCityRow(editor.db, slugParam);
    if (!isNew && !row) return refused(404, gone);
    const slug = row?.slug ?? "";
    if (post.intent === "delete" && row) return await deleteCity(editor, slug);
    if (post.intent === "restore" && row) {
      return await restoreVersion(
        post.form,
        {
          editor,
          id: slug,
          page: pagePath(request.url),
          failure: (error) => failure(error, {}, "city page"),
        },
        {
          entity: "city_page",
          what: "city page",
          schema: citySchema,
          read: async (db, id) => {
            const now = await readCityRow(db, id);
            return now ? cityFieldsOf(now) : undefined;
          },
          update: (_editor, _id, values, revision, action) =>
            saveOver(editor, slug, values, revision, action),
        },
      );
    }
    if (post.intent !== "save") return refused(400, "Unknown action.");
    const refusedPhoto = await takeFormPhoto(editor, post, ["card"]);
    if (refusedPhoto) return refusedPhoto;
    const checked = checkForm(citySchema, post.form);
    if ("answer" in checked) return checked.answer;
    const refused_ = await refusal(slug, checked.values, checked.raw);
    if (refused_) return refused_;
    try {
      if (row) {
        await saveOver(editor, slug, checked.values, revisionOf(post.form), "update");
        return savedRedirect(editPage(slug), "Saved. The site follows at once.");
      }
      const added = await createCity(editor, checked.values);
      return savedRedirect(
        LIST,
        `The page of ${added.name} is added: ${href("/service-area/:slug", { slug: added.slug })}`,
      );
    } catch (error) {
      return failure(error, checked.raw, "city page");
    }
  } finally {
    await post.discard();
  }
}
