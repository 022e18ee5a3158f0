import { href } from "react-router";
import { type CityPageFields, cityPageSchema } from "~/features/content/schemas";
import { pagePath } from "~/lib/page-path";
import { anySamplePicture } from "~/lib/sample-pictures";
import { otherCityPages, primaryCities } from "~/seed/cities";
import { checkForm, readAdminForm, refused, revisionOf, savedRedirect } from "~/server/admin-posts.server";
import type { AdminUser } from "~/server/request-context.server";
import { getDb } from "~/server/runtime.server";
import { getContent } from "./content-runtime.server";
import { readCityPage, saveCityPage } from "./edits/city-pages.server";
import { historyOnPage, restoreVersion } from "./history.server";
import { editorFor, failure } from "./records.server";

const LIST = href("/admin/content/cities");
const cities = [...primaryCities, ...otherCityPages];
const nameOf = new Map(cities.map((city) => [city.slug, city.name]));

/** What makes a city page more than the town's name: the owner's words, his photos of jobs there, a customer's words. */
function ownContent(slug: string, content: Awaited<ReturnType<typeof getContent>>) {
  const projects = content.gallery.filter(
    (project) => project.citySlug === slug && !anySamplePicture([project.image, project.before?.image]),
  ).length;
  const testimonials = content.testimonials.filter((t) => t.citySlugs.includes(slug)).length;
  const ownWords = content.cityPage(slug).ownWords !== "";
  return { ownWords, projects, testimonials, nothing: !ownWords && projects === 0 && testimonials === 0 };
}

/** Where a city page stands, in words. */
function stateOf({ hidden, mergedInto }: CityPageFields): string {
  if (hidden) return "Hidden: its address leads to the service areas page";
  if (mergedInto) return `Merged into ${nameOf.get(mergedInto) ?? mergedInto}: its address leads there`;
  return "On the site";
}

/** /admin/content/cities: every city page, where it stands, and what it has that no other page has. */
export async function cityListData() {
  const content = await getContent();
  const rows = cities.map((city) => {
    const settings = content.cityPage(city.slug);
    return {
      slug: city.slug,
      name: city.name,
      state: stateOf(settings),
      shown: content.cityShown(city.slug),
      ...ownContent(city.slug, content),
    };
  });
  return { cities: rows, withNothing: rows.filter((row) => row.shown && row.nothing).length };
}

async function cityFrom(slug: string) {
  if (nameOf.has(slug)) return slug;
  throw await savedRedirect(LIST, "There is no page for that city.", "error");
}

export async function cityEditData(slugParam: string) {
  const slug = await cityFrom(slugParam);
  const [saved, content] = await Promise.all([readCityPage(getDb(), slug), getContent()]);
  const { revision, ...values } = saved;
  return {
    slug,
    name: nameOf.get(slug) ?? slug,
    values,
    revision,
    own: ownContent(slug, content),
    // A page can be merged into one that is itself on the site.
    neighbours: cities
      .filter((city) => city.slug !== slug && content.cityShown(city.slug))
      .map((city) => ({ value: city.slug, label: city.name })),
    ...(await historyOnPage(revision > 0 ? { entity: "city_page", id: slug, now: values } : undefined)),
  };
}

/** Saving a city page's settings, or bringing back a version from its history. */
export async function cityEditAction(request: Request, user: AdminUser, slug: string) {
  if (!nameOf.has(slug)) return refused(404, "There is no page for that city.");
  const post = await readAdminForm(request);
  if ("answer" in post) return post.answer;
  const editor = editorFor(user);
  const page = pagePath(request.url);
  if (post.intent === "restore") {
    return restoreVersion(
      post.form,
      {
        editor,
        id: slug,
        page,
        failure: (error) => failure(error, {}, "city page"),
      },
      {
        entity: "city_page",
        what: "city page",
        schema: cityPageSchema,
        read: async (db, id) => {
          const { revision: _revision, ...values } = await readCityPage(db, id);
          return values;
        },
        // A version was checked when it was saved: the pages it names are the same city pages.
        update: (_editor, _id, values, revision, action) =>
          saveCityPage(editor, slug, values, revision, action),
      },
    );
  }
  const checked = checkForm(cityPageSchema, post.form);
  if ("answer" in checked) return checked.answer;
  const { mergedInto } = checked.values;
  if (mergedInto === slug || (mergedInto !== "" && !nameOf.has(mergedInto))) {
    return refused(400, "Choose the page from the list.", {
      values: checked.raw,
      issues: [{ field: "mergedInto", message: "Choose the page from the list." }],
    });
  }
  try {
    await saveCityPage(editor, slug, checked.values, revisionOf(post.form));
  } catch (error) {
    return failure(error, checked.raw, "city page");
  }
  return savedRedirect(page, "Saved. The site follows at once.");
}
