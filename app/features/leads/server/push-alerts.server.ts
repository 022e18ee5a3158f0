import { and, eq, gt, isNull, sql } from "drizzle-orm";
import webpush from "web-push";
import { contactAlert, nominationAlert, type PushAlert } from "~/features/leads/push-subscription";
import type { PushSubscriptionInput } from "~/features/leads/schemas/alerts";
import type { Db } from "~/server/db/client.server";
import { type nominations, pushSubscriptions, serverKeys } from "~/server/db/schema.server";
import { PolledJob } from "~/server/kicked-poller.server";
import { type LeadKind, sharedLeadTable } from "./leads.server";
import { isPushServiceAddress } from "./push-services.server";

/**
 * Phone alerts: a Web Push message to every subscribed admin device for each
 * new lead, seconds after it is stored. Each lead is claimed once, by setting
 * its pushed_at in the same statement that picks it (FOR UPDATE SKIP
 * LOCKED), so servers sharing the database never alert twice; only leads of
 * the last hour are taken, so a backlog (a server down for a day) never
 * floods the phone. The lead form only kicks this: sending never holds up or
 * fails the visitor's answer.
 */

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export interface VapidDetails extends VapidKeys {
  /** mailto: or https: (who the push services may contact). */
  subject: string;
}

const VAPID_KEY_NAME = "vapid";

/**
 * The VAPID pair: the environment's, or one generated once and kept in the
 * database. Every server inserts its own candidate and keeps whichever was
 * there first, so servers sharing PostgreSQL agree on one pair.
 */
export async function resolveVapidKeys(db: Db, fromEnvironment?: VapidKeys): Promise<VapidKeys> {
  if (fromEnvironment) return fromEnvironment;
  const candidate = webpush.generateVAPIDKeys();
  await db
    .insert(serverKeys)
    .values({ name: VAPID_KEY_NAME, value: JSON.stringify(candidate) })
    .onConflictDoNothing({ target: serverKeys.name });
  const [row] = await db.select().from(serverKeys).where(eq(serverKeys.name, VAPID_KEY_NAME));
  const stored = JSON.parse(row?.value ?? "null") as Partial<VapidKeys> | null;
  if (typeof stored?.publicKey !== "string" || typeof stored.privateKey !== "string") {
    throw new Error("The stored push keys (server_keys 'vapid') are unreadable.");
  }
  return { publicKey: stored.publicKey, privateKey: stored.privateKey };
}

// ---------------------------------------------------------------------------
// The admin's devices
// ---------------------------------------------------------------------------

/** Stores a device's subscription for this admin; the same browser subscribing again updates its row. */
export async function saveSubscription(
  db: Db,
  userId: string,
  subscription: PushSubscriptionInput,
  deviceLabel: string,
): Promise<void> {
  const values = {
    userId,
    endpoint: subscription.endpoint,
    p256dh: subscription.p256dh,
    auth: subscription.auth,
    deviceLabel,
  };
  await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { ...values, lastError: null } });
}

export function listSubscriptions(db: Db, userId: string) {
  return db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(pushSubscriptions.createdAt);
}

/** Removes one of this admin's devices (by its row, or by the browser's endpoint); false when it was not there. */
export async function removeSubscription(
  db: Db,
  userId: string,
  which: { id: string } | { endpoint: string },
): Promise<boolean> {
  const match =
    "id" in which ? eq(pushSubscriptions.id, which.id) : eq(pushSubscriptions.endpoint, which.endpoint);
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), match))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

// ---------------------------------------------------------------------------
// Sending
// ---------------------------------------------------------------------------

type Subscription = typeof pushSubscriptions.$inferSelect;

/** What one alert came to over the devices it went to. */
export interface Delivery {
  sent: number;
  /** Devices the push service said are gone (unsubscribed, uninstalled): removed from the list. */
  removed: number;
  failed: number;
}

/** How long a push service may keep an alert for a phone that is off or out of reach. */
const ALERT_TTL_SECONDS = 12 * 60 * 60;
const SEND_TIMEOUT_MS = 10_000;
/** Leads older than this are never alerted (a backlog after an outage stays off the phone). */
const FRESH_MINUTES = 60;
const CLAIM_BATCH = 20;
const KICK_DELAY_MS = 100;
/** How often a server looks for leads nobody alerted yet (a kick lost to a crash). */
const POLL_MS = 15_000;

/** A failed send as the owner reads it under the device, in plain words (never the raw error). */
export function errorText(error: unknown): string {
  if (error instanceof webpush.WebPushError) {
    const status = error.statusCode;
    if (status === 401 || status === 403) {
      return "The push service no longer accepts this site's alerts for this device: turn alerts off and on again on it.";
    }
    if (status === 429) return "The push service is busy: the next alert will try again.";
    if (status >= 500) return "The push service had a problem on its side: the next alert will try again.";
    return `The push service refused the alert (code ${status}): turn alerts off and on again on this device.`;
  }
  const code = (error as { code?: unknown } | undefined)?.code;
  if (code === "ENOTFOUND" || code === "EAI_AGAIN") {
    return "The push service could not be found: the server may have no internet connection right now.";
  }
  if (code === "ETIMEDOUT" || code === "ESOCKETTIMEDOUT" || code === "UND_ERR_CONNECT_TIMEOUT") {
    return "The push service did not answer in time: the next alert will try again.";
  }
  return "The push service could not be reached: the next alert will try again.";
}

const NOT_A_PUSH_SERVICE =
  "This device's address is not one of the browsers' push services, so no alert is sent to it. Remove it, then turn alerts on again on the phone.";

export interface PushAlertsOptions {
  db: Db;
  /** The keys and subject (read on the first send; the subject each time). */
  vapid: () => Promise<VapidDetails>;
  /** Push service hosts taken besides the browsers' own (PUSH_SERVICE_HOSTS). */
  pushServiceHosts?: readonly string[];
  log?: (line: string) => void;
}

/** Kicked when a lead is stored; kicks close together share one run. */
export class PushAlerts extends PolledJob {
  private readonly db: Db;
  private readonly pushServiceHosts: readonly string[];
  private readonly vapid: () => Promise<VapidDetails>;
  private readonly log: (line: string) => void;

  constructor(options: PushAlertsOptions) {
    super({ kickDelayMs: KICK_DELAY_MS, pollMs: POLL_MS });
    this.db = options.db;
    this.pushServiceHosts = options.pushServiceHosts ?? [];
    this.vapid = options.vapid;
    this.log = options.log ?? ((line) => console.log(line));
  }

  protected failed(error: unknown): void {
    this.log(`[push] alert run failed: ${error instanceof Error ? error.message : error}`);
  }

  /** The public key a browser subscribes with. */
  async publicKey(): Promise<string> {
    return (await this.vapid()).publicKey;
  }

  /** Alerts every fresh lead nobody alerted yet; returns how many leads it took. */
  async drain(): Promise<number> {
    let taken = 0;
    for (;;) {
      // The devices and keys first: a lead is claimed only once its alert can go out.
      const devices = await this.db.select().from(pushSubscriptions);
      const vapid = devices.length > 0 ? await this.vapid() : undefined;
      const alerts = [...(await this.claim("contact")), ...(await this.claim("nomination"))];
      if (alerts.length === 0) return taken;
      taken += alerts.length;
      if (!vapid) continue;
      for (const alert of alerts) {
        const result = await this.deliver(alert, devices, vapid);
        this.log(
          `[push] ${alert.tag}: sent to ${result.sent} device(s)${result.failed ? `, ${result.failed} failed` : ""}${result.removed ? `, ${result.removed} gone and removed` : ""}`,
        );
      }
    }
  }

  /** A test alert to one admin's devices (the Alerts page's button). */
  async sendTest(userId: string): Promise<Delivery & { devices: number }> {
    const devices = await listSubscriptions(this.db, userId);
    if (devices.length === 0) return { sent: 0, removed: 0, failed: 0, devices: 0 };
    const result = await this.deliver(
      {
        title: "Test alert",
        body: "Alerts reach this device. Each new lead will show up like this.",
        tag: "test-alert",
        url: "/admin/alerts",
      },
      devices,
      await this.vapid(),
    );
    return { ...result, devices: devices.length };
  }

  /** One alert to every subscribed device (a booked visit's, say); sends nothing without devices. */
  async sendToAll(alert: PushAlert): Promise<Delivery> {
    const devices = await this.db.select().from(pushSubscriptions);
    if (devices.length === 0) return { sent: 0, removed: 0, failed: 0 };
    const result = await this.deliver(alert, devices, await this.vapid());
    this.log(
      `[push] ${alert.tag}: sent to ${result.sent} device(s)${result.failed ? `, ${result.failed} failed` : ""}`,
    );
    return result;
  }

  /** Takes up to CLAIM_BATCH fresh leads of a kind nobody alerted yet, marking them alerted. */
  private async claim(kind: LeadKind): Promise<PushAlert[]> {
    const t = sharedLeadTable(kind);
    const due = this.db
      .select({ id: t.id })
      .from(t)
      .where(and(isNull(t.pushedAt), gt(t.createdAt, sql`now() - make_interval(mins => ${FRESH_MINUTES})`)))
      .orderBy(t.createdAt)
      .limit(CLAIM_BATCH)
      .for("update", { skipLocked: true });
    const rows = await this.db
      .update(t)
      .set({ pushedAt: sql`now()` })
      // ARRAY(subquery) runs once (an IN list with LIMIT may be re-run per row).
      .where(and(sql`${t.id} = any(array(${due}))`, isNull(t.pushedAt)))
      .returning();
    // The rows are of the table `kind` names (typed as the contact table above).
    return kind === "contact"
      ? rows.map(contactAlert)
      : (rows as unknown as (typeof nominations.$inferSelect)[]).map(nominationAlert);
  }

  /** Sends one alert to each device at once; records each device's outcome. */
  private async deliver(alert: PushAlert, devices: Subscription[], vapid: VapidDetails): Promise<Delivery> {
    const payload = JSON.stringify(alert);
    const outcomes = await Promise.all(
      devices.map(async (device) => {
        if (!isPushServiceAddress(device.endpoint, this.pushServiceHosts)) {
          await this.db
            .update(pushSubscriptions)
            .set({ lastError: NOT_A_PUSH_SERVICE })
            .where(eq(pushSubscriptions.id, device.id));
          return "failed" as const;
        }
        try {
          await webpush.sendNotification(
            { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
            payload,
            {
              vapidDetails: vapid,
              TTL: ALERT_TTL_SECONDS,
              urgency: "high",
              timeout: SEND_TIMEOUT_MS,
            },
          );
          await this.db
            .update(pushSubscriptions)
            .set({ lastSentAt: sql`now()`, lastError: null })
            .where(eq(pushSubscriptions.id, device.id));
          return "sent" as const;
        } catch (error) {
          // 404 and 410: the subscription is gone for good (the browser dropped it).
          if (
            error instanceof webpush.WebPushError &&
            (error.statusCode === 404 || error.statusCode === 410)
          ) {
            await this.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, device.id));
            return "removed" as const;
          }
          await this.db
            .update(pushSubscriptions)
            .set({ lastError: errorText(error) })
            .where(eq(pushSubscriptions.id, device.id));
          return "failed" as const;
        }
      }),
    );
    return {
      sent: outcomes.filter((o) => o === "sent").length,
      removed: outcomes.filter((o) => o === "removed").length,
      failed: outcomes.filter((o) => o === "failed").length,
    };
  }
}
