import { readAdminForm, refused, savedRedirect } from "~/server/admin-posts.server";
import type { AdminUser } from "~/server/request-context.server";
import { getDb } from "~/server/runtime.server";
import { readStaffMayDeleteLeads, saveStaffMayDeleteLeads } from "./owner-settings.server";

/** What staff may do with the leads beyond working them (the Team page shows it to the owner). */
export async function leadRightsData() {
  return { staffMayDeleteLeads: await readStaffMayDeleteLeads(getDb()) };
}

/** /admin/team/lead-rights: the owner lets staff delete leads for good, or takes it back. */
export async function leadRightsAction(request: Request, by: AdminUser) {
  const post = await readAdminForm(request);
  if ("answer" in post) return post.answer;
  // The route's group lets only the owner post here; checked again, as every change is.
  if (by.role !== "owner") return refused(403, "Only the owner can change what staff may do.");
  const allowed = post.form.get("staffMayDeleteLeads") === "on";
  try {
    await saveStaffMayDeleteLeads(getDb(), allowed);
  } catch (error) {
    console.error("[admin] saving what staff may do failed:", error);
    return refused(503, "The change could not be saved. Please try again.");
  }
  return savedRedirect(
    "/admin/team",
    allowed ? "Staff can now delete leads for good." : "Only you can delete leads now.",
  );
}
