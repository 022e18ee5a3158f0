/** What the leads feature offers the other features on the server (another feature imports only this, or index.ts). */
import type { PushAlert } from "./push-subscription";
import { getPushAlerts } from "./server/leads-runtime.server";

export type { PushAlert };

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
