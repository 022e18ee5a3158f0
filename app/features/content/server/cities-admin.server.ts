import { and, eq } from "drizzle-orm";
import { href } from "react-router";
import { type CitySettings, communitiesSchema } from "~/features/content/city-schema";
import { pagePath } from "~/lib/page-path";
import { anySamplePicture } from "~/lib/sample-pictures";
import { checkForm, readAdminForm, refused, revisionOf, savedRedirect } from "~/server/admin-posts.server";
import type { Db } from "~/server/db/client.server";
import { auditLog } from "~/server/db/schema.server";
import type { AdminUser } from "~/server/request-context.server";
import { getDb } from "~/server/runtime.server";
import type { CityPage } from "./cities-content.server";
import { getContent } from "./content-runtime.server";
import { COMMUNITIES_ID, readCommunities, saveCommunities } from "./edits/city-pages.server";
import { historyOnPage, restoreVersion } from "./history.server";
import { editorFor, failure } from "./records.server";

type Content = Awaited<ReturnType<typeof getContent>>;

/** The city pages the owner added himself (the others are the ones the site started with). */
export async function addedCities(db: Db): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ slug: auditLog.entityId })
    .from(auditLog)
    .where(and(eq(auditLog.entity, "city_page"), eq(auditLog.action, "create")));
  return new Set(rows.map((row) => row.slug));
}

/**
 * What makes a city page more than the town's name: words of his own (on
 * the page, or the introduction of a page he added himself), his photos of
 * jobs there, a customer's words.
 */
export function ownContent(city: CityPage, content: Content, added: boolean) {
  const { slug } = city;
  const projects = content.gallery.filter(
    (project) => project.citySlug === slug && !anySamplePicture([project.image, project.before?.image]),
  ).length;
  const testimonials = content.testimonials.filter((t) => t.citySlugs.includes(slug)).length;
  const ownWords = city.ownWords !== "" || added;
  return { ownWords, projects, testimonials, nothing: !ownWords && projects === 0 && testimonials === 0 };
}

/** Where a city page stands, in words. */
function stateOf({ hidden, mergedInto }: CitySettings, content: Content): string {
  if (hidden) return "Hidden: its address leads to the service areas page";
  if (mergedInto) {
    return `Merged into ${content.city(mergedInto)?.name ?? mergedInto}: its address leads there`;
  }
  return "On the site";
}

const LIST = href("/admin/content/cities");

/** /admin/content/cities: every city page, where it stands and what it has of its own; the other communities. */
export async function cityListData() {
  const db = getDb();
  const [content, added, saved] = await Promise.all([getContent(), addedCities(db), readCommunities(db)]);
  const rows = content.cities.all.map((city) => ({
    slug: city.slug,
    name: city.name,
    state: stateOf(city, content),
    shown: content.cityShown(city.slug),
    listed: city.listed,
    ...ownContent(city, content, added.has(city.slug)),
  }));
  return {
    cities: rows,
    withNothing: rows.filter((row) => row.shown && row.nothing).length,
    communities: saved.communities,
    communitiesRevision: saved.revision,
    pages: content.cities.all.map((city) => ({ value: city.slug, label: city.name })),
    ...(await historyOnPage(
      saved.revision > 0
        ? { entity: "communities", id: COMMUNITIES_ID, now: { communities: saved.communities } }
        : undefined,
    )),
  };
}

/** The list page's form: the other communities saved, or a version of the list brought back. */
export async function cityListAction(request: Request, user: AdminUser) {
  const post = await readAdminForm(request);
  if ("answer" in post) return post.answer;
  const editor = editorFor(user);
  const page = pagePath(request.url);
  const known = new Set((await getContent()).cities.all.map((city) => city.slug));
  if (post.intent === "restore") {
    return restoreVersion(
      post.form,
      { editor, id: COMMUNITIES_ID, page, failure: (error) => failure(error, {}, "list") },
      {
        entity: "communities",
        what: "list",
        schema: communitiesSchema,
        read: async (db) => ({ communities: (await readCommunities(db)).communities }),
        // A link to a page deleted since is dropped rather than refused.
        update: (_editor, _id, { communities }, revision, action) =>
          saveCommunities(
            editor,
            communities.map((c) => (known.has(c.slug) ? c : { ...c, slug: "" })),
            revision,
            action,
          ),
      },
    );
  }
  if (post.intent !== "save") return refused(400, "Unknown action.");
  const checked = checkForm(communitiesSchema, post.form);
  if ("answer" in checked) return checked.answer;
  const stray = checked.values.communities.findIndex((c) => c.slug !== "" && !known.has(c.slug));
  if (stray >= 0) {
    const message = "Choose the page from the list.";
    return refused(400, message, {
      values: checked.raw,
      issues: [{ field: `communities.${stray}.slug`, message }],
    });
  }
  try {
    await saveCommunities(editor, checked.values.communities, revisionOf(post.form));
  } catch (error) {
    return failure(error, checked.raw, "list");
  }
  return savedRedirect(LIST, "Communities saved. The service areas page shows them now.");
}
