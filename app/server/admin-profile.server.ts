import { data } from "react-router";
import { businessProfileSchema } from "~/lib/schemas/business-profile";
import {
  checkForm,
  contentPageFrame,
  editorFor,
  failure,
  readContentPost,
  revisionOf,
  savedRedirect,
} from "./admin-content.server";
import { readProfileForEdit, saveProfile } from "./content/editor.server";
import { getDb } from "./runtime.server";

const PATH = "/admin/content/profile";

export async function profilePageData(request: Request, clientAddress: string) {
  const frame = await contentPageFrame(request, clientAddress, { title: "Business profile", path: PATH });
  const row = await readProfileForEdit(getDb());
  return data(
    {
      meta: frame.meta,
      flash: frame.flash,
      profile: row.data,
      revision: row.revision,
      updatedAt: row.updatedAt.toISOString(),
    },
    { headers: frame.headers },
  );
}

export async function profileAction(request: Request, clientAddress: string) {
  const post = await readContentPost(request, clientAddress);
  if ("answer" in post) return post.answer;
  const checked = checkForm(businessProfileSchema, post.form);
  if ("answer" in checked) return checked.answer;
  try {
    await saveProfile(editorFor(post.user), checked.values, revisionOf(post.form));
  } catch (error) {
    return failure(error, checked.raw, "business profile");
  }
  return savedRedirect(PATH, "Business profile saved. Every page shows the change now.");
}
