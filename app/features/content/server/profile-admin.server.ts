import { data } from "react-router";
import type { z } from "zod";
import { countText, ratingText } from "~/lib/facts";
import {
  type BusinessProfile,
  businessProfileSchema,
  siteFactsFrom,
  storedProfileSchema,
} from "~/lib/schemas/business-profile";
import { seedReadingsOf } from "~/lib/seed-readings";
import { checkForm, readAdminForm, refused, revisionOf, savedRedirect } from "~/server/admin-posts.server";
import type { Db } from "~/server/db/client.server";
import type { AdminUser } from "~/server/request-context.server";
import { getDb } from "~/server/runtime.server";
import {
  isProfileSection,
  type ProfileSectionId,
  profileSectionIds,
  profileSectionPath,
  profileSections,
  sectionPart,
  withSection,
} from "../profile-sections";
import { readProfileForEdit, saveProfile } from "./edits/profile.server";
import { type HistoryOf, historyOnPage, type Restorable, restoreVersion } from "./history.server";
import { editorFor, failure } from "./records.server";

async function storedProfile() {
  const row = await readProfileForEdit(getDb());
  return { profile: storedProfileSchema.parse(row.data), revision: row.revision };
}

/** /admin/content/profile: the sections, each with what it holds now. */
export async function profileSectionsData() {
  const { profile } = await storedProfile();
  const { business, claims } = profile;
  const hours = siteFactsFrom(profile, "").hoursLines.map((line) => `${line.days} ${line.hours}`);
  const summary: Record<ProfileSectionId, string> = {
    contact: `${business.phone.display}, ${business.email}`,
    hours: hours.join(", "),
    reputation: `${ratingText(claims.rating)} stars from ${countText(claims.reviewCount)} reviews${profile.reviewUrl ? "" : "; no review link yet"}`,
    area: `${business.serviceRadiusMiles} miles around ${business.baseCity}`,
    promises: `${claims.warrantyYears}-year warranty, replies ${claims.responseTime}`,
    company: business.name,
    links: `${profile.socialLinks.length} ${profile.socialLinks.length === 1 ? "link" : "links"}`,
  };
  return {
    sections: profileSectionIds.map((id) => ({
      id,
      title: profileSections[id].title,
      shows: profileSections[id].shows,
      summary: summary[id],
      /** Pages that still show this section's facts as the seed has them (until the first save). */
      seedReadings: seedReadingsOf(profile.seedReadings, id),
      to: profileSectionPath(id),
    })),
  };
}

function sectionOf(id: string | undefined): ProfileSectionId {
  if (id && isProfileSection(id)) return id;
  throw data("No such part of the business profile.", { status: 404 });
}

/** The profile is one record: its history is read per section. */
const PROFILE = { entity: "business_profile", id: "1" } as const;

/** The history of one section: the profile's changes to that section's values. */
export function sectionHistoryOf(section: ProfileSectionId, profile: BusinessProfile): HistoryOf {
  return {
    ...PROFILE,
    now: sectionPart(section, profile),
    part: (version) => sectionPart(section, version),
  };
}

/** /admin/content/profile/:section: one section's form. */
export async function profileSectionData(id: string | undefined) {
  const section = sectionOf(id);
  const { profile, revision } = await storedProfile();
  return { section, profile, revision };
}

/** /admin/content/profile/:section/history: the history of one section's values. */
export async function profileHistoryData(id: string | undefined) {
  const section = sectionOf(id);
  const { profile, revision } = await storedProfile();
  return { section, revision, ...(await historyOnPage(sectionHistoryOf(section, profile))) };
}

/**
 * Bringing back one section as an earlier version had it: saved over the
 * revision the page showed, into the profile as it is now (the other
 * sections keep today's values).
 */
export function sectionRestorable(section: ProfileSectionId): Restorable<z.ZodType> {
  const { schema } = profileSections[section];
  const read = async (db: Db) => storedProfileSchema.parse((await readProfileForEdit(db)).data);
  return {
    entity: PROFILE.entity,
    what: "business profile",
    schema,
    read: async (db) => sectionPart(section, await read(db)),
    async update(editor, _id, values, revision, action) {
      const merged = businessProfileSchema.parse(
        withSection(await read(editor.db), values as Record<string, unknown>),
      );
      return saveProfile(editor, merged, revision, action);
    },
  };
}

/** A version of the section brought back from its history: then the section's form, showing it. */
export async function profileHistoryAction(request: Request, user: AdminUser, id: string | undefined) {
  const section = sectionOf(id);
  const post = await readAdminForm(request);
  if ("answer" in post) return post.answer;
  if (post.intent !== "restore") return refused(400, "Unknown action.");
  return restoreVersion(
    post.form,
    {
      editor: editorFor(user),
      id: PROFILE.id,
      page: profileSectionPath(section),
      failure: (error) => failure(error, {}, "business profile"),
    },
    sectionRestorable(section),
  );
}

export async function profileSectionAction(request: Request, user: AdminUser, id: string | undefined) {
  const section = sectionOf(id);
  const post = await readAdminForm(request);
  if ("answer" in post) return post.answer;
  const checked = checkForm(profileSections[section].schema, post.form);
  if ("answer" in checked) return checked.answer;
  try {
    const { profile } = await storedProfile();
    const merged = businessProfileSchema.safeParse(withSection(profile, checked.values));
    if (!merged.success) return refused(400, "The change could not be saved: check the fields.");
    await saveProfile(editorFor(user), merged.data, revisionOf(post.form));
  } catch (error) {
    return failure(error, checked.raw, "business profile");
  }
  return savedRedirect(
    profileSectionPath(section),
    `Business profile saved: ${profileSections[section].title.toLowerCase()}. Every page shows the change now.`,
  );
}
