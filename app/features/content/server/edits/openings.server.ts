import type { JobOpeningFields } from "~/features/content/schemas";
import { jobOpenings } from "~/server/db/schema.server";
import { orderedRecords } from "./ordered.server";

/** Job openings, in the order the careers page lists them; a new one goes last. */
export const openingRecords = orderedRecords<typeof jobOpenings, JobOpeningFields>(jobOpenings, {
  entity: "job_opening",
  noun: "opening",
  newGoes: "last",
});
