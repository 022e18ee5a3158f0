/**
 * What other features may use of the leads on the server: storing a contact
 * request as the contact form does (its source, its budget, its alerts).
 */
import { getOutbox, getPushAlerts } from "./server/leads-runtime.server";

export { contactLimits, contactMessages } from "./schemas/contact";
export { rateLimitMessage } from "./server/lead-forms.server";
export { chargeForm } from "./server/lead-post.server";
export { leadSourceFrom } from "./server/lead-source.server";
export { insertContactSubmission } from "./server/leads.server";
export { checkPlace } from "./server/service-area-check.server";

/** Sends the owner's e-mail and phone alert for a lead just stored (as the contact form does). */
export function announceLead(): void {
  getOutbox()?.kick();
  getPushAlerts()?.kick();
}
