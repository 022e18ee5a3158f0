import {
  businessProfileSchema,
  type SchedulingMode,
  storedProfileSchema,
} from "~/lib/schemas/business-profile";
import type { AdminUser } from "~/server/request-context.server";
import { getDb } from "~/server/runtime.server";
import { withSection } from "../profile-sections";
import { readProfileForEdit, saveProfile } from "./edits/profile.server";
import { editorFor } from "./records.server";

/**
 * Where the Schedule buttons go, changed from the Booking page (the same
 * value as the business profile's Contact section, saved the same way: its
 * history, its audit entry, every page at once).
 */
export async function saveSchedulingChoice(user: AdminUser, scheduling: SchedulingMode): Promise<void> {
  const row = await readProfileForEdit(getDb());
  const profile = storedProfileSchema.parse(row.data);
  const merged = businessProfileSchema.parse(withSection(profile, { scheduling }));
  await saveProfile(editorFor(user), merged, row.revision);
}
