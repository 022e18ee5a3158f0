import { data } from "react-router";
import { countText, ratingText } from "~/lib/facts";
import { businessProfileSchema, siteFactsFrom, storedProfileSchema } from "~/lib/schemas/business-profile";
import { checkForm, readAdminForm, refused, revisionOf, savedRedirect } from "~/server/admin-posts.server";
import type { AdminUser } from "~/server/request-context.server";
import { getDb } from "~/server/runtime.server";
import {
  isProfileSection,
  type ProfileSectionId,
  profileSectionIds,
  profileSectionPath,
  profileSections,
  withSection,
} from "../profile-sections";
import { readProfileForEdit, saveProfile } from "./edits/profile.server";
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
      to: profileSectionPath(id),
    })),
  };
}

function sectionOf(id: string | undefined): ProfileSectionId {
  if (id && isProfileSection(id)) return id;
  throw data("No such part of the business profile.", { status: 404 });
}

/** /admin/content/profile/:section: one section's form. */
export async function profileSectionData(id: string | undefined) {
  const section = sectionOf(id);
  const { profile, revision } = await storedProfile();
  return { section, profile, revision };
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
