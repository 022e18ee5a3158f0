import { href } from "react-router";
import { businessProfileSchema } from "~/lib/schemas/business-profile";
import { checkForm, readAdminForm, revisionOf, savedRedirect } from "~/server/admin-posts.server";
import type { AdminUser } from "~/server/request-context.server";
import { getDb } from "~/server/runtime.server";
import { readProfileForEdit, saveProfile } from "./edits/profile.server";
import { editorFor, failure } from "./records.server";

const PATH = href("/admin/content/profile");

export async function profilePageData() {
  const row = await readProfileForEdit(getDb());
  return {
    profile: row.data,
    revision: row.revision,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function profileAction(request: Request, user: AdminUser) {
  const post = await readAdminForm(request);
  if ("answer" in post) return post.answer;
  const checked = checkForm(businessProfileSchema, post.form);
  if ("answer" in checked) return checked.answer;
  try {
    await saveProfile(editorFor(user), checked.values, revisionOf(post.form));
  } catch (error) {
    return failure(error, checked.raw, "business profile");
  }
  return savedRedirect(PATH, "Business profile saved. Every page shows the change now.");
}
