/**
 * What the leads feature offers the other features on the server (another
 * feature imports only this, or index.ts): storing a contact request as the
 * contact form does (its source, its budget, its alerts), and pushing an
 * alert to the owner's phone.
 */
import type { PushAlert } from "./push-subscription";
import { getOutbox, getPushAlerts } from "./server/leads-runtime.server";

export { contactLimits, contactMessages } from "./schemas/contact";
export { rateLimitMessage } from "./server/lead-forms.server";
export { chargeForm } from "./server/lead-post.server";
export { leadSourceFrom } from "./server/lead-source.server";
export { insertContactSubmission } from "./server/leads.server";
export { checkPlace } from "./server/service-area-check.server";
export type { PushAlert };

/** Sends the owner's e-mail and phone alert for a lead just stored (as the contact form does). */
export function announceLead(): void {
  getOutbox()?.kick();
  getPushAlerts()?.kick();
}

/**
 * Pushes one alert to the owner's subscribed devices, as the lead alerts go
 * (a booked estimate visit, say). Does nothing before the server has started;
 * a failed send is logged and recorded on the device, never thrown.
 */
export async function sendOwnerAlert(alert: PushAlert): Promise<void> {
  const pushAlerts = getPushAlerts();
  if (!pushAlerts) return;
  try {
    await pushAlerts.sendToAll(alert);
  } catch (error) {
    console.error(`[push] ${alert.tag} failed:`, error instanceof Error ? error.message : error);
  }
}
