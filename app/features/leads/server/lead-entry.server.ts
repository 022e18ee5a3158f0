import { href } from "react-router";
import { sourceName } from "~/features/insights";
import { reachedStatuses } from "~/features/leads/lead-filters";
import { leadSourceChoices } from "~/features/leads/lead-sources";
import { type LeadEntry, leadEntrySchema } from "~/features/leads/schemas/lead-entry";
import { checkForm, readAdminForm, refused, savedRedirect } from "~/server/admin-posts.server";
import type { Db } from "~/server/db/client.server";
import { contactSubmissions } from "~/server/db/schema.server";
import { getDb } from "~/server/runtime.server";
import { addLeadSource, readMessageSettings } from "./owner-settings.server";
import { checkOurArea, type PlaceCheck } from "./service-area-check.server";

/**
 * "Add a lead": a customer who called, walked in or was referred, stored
 * with the requests sent from the site, so it is worked the same way
 * (status, job value, review request) and Insights counts it under where
 * the customer heard of the business. No e-mail or phone alert goes out for
 * it: the owner is the one who added it.
 */

/** The form's choices: where customers hear of the business. */
export async function leadEntryData() {
  const { leadSources } = await readMessageSettings(getDb());
  return { sources: leadSourceChoices(leadSources) };
}

/** Stores a lead the owner added; returns its id. */
export async function insertOwnLead(db: Db, entry: LeadEntry, place?: PlaceCheck): Promise<string> {
  const reached = reachedStatuses.includes(entry.status);
  const [row] = await db
    .insert(contactSubmissions)
    .values({
      name: entry.name,
      email: entry.email,
      phone: entry.phone,
      service: entry.service,
      message: entry.notes,
      location: entry.location,
      distanceMiles: place?.miles ?? null,
      inServiceArea: place && place.state !== "unknown" ? place.state === "inside" : null,
      heardFrom: sourceName(entry.newSource || entry.heardFrom),
      status: entry.status,
      statusChangedAt: new Date(),
      contactedAt: reached ? new Date() : null,
      // Nobody needs telling: the owner's e-mail and phone alert are marked done.
      notifyStatus: "logged",
      pushedAt: new Date(),
    })
    .returning({ id: contactSubmissions.id });
  if (!row) throw new Error("the lead was not stored");
  return row.id;
}

export async function leadEntryAction(request: Request) {
  const post = await readAdminForm(request);
  if ("answer" in post) return post.answer;
  const checked = checkForm(leadEntrySchema, post.form);
  if ("answer" in checked) return checked.answer;
  const entry = checked.values;
  const db = getDb();
  try {
    let place: PlaceCheck | undefined;
    if (entry.location) {
      place = await checkOurArea(entry.location);
    }
    await insertOwnLead(db, entry, place);
    if (entry.newSource) await addLeadSource(db, sourceName(entry.newSource));
  } catch (error) {
    console.error("[admin] adding a lead failed:", error);
    return refused(503, "The lead could not be saved just now. Please try again.", {
      values: checked.raw,
    });
  }
  return savedRedirect(href("/admin"), `Lead added: ${entry.name}.`);
}
