import { siteFacts } from "~/features/content/index.server";
import { getConfig, getDb, getMailer, onStop, serviceSlot } from "~/server/runtime.server";
import { type DigestOptions, startDigestChecks } from "./digest.server";
import { Outbox } from "./outbox.server";
import { PushAlerts, resolveVapidKeys, type VapidKeys } from "./push-alerts.server";

const leadsSlot = serviceSlot<{ outbox: Outbox; pushAlerts: PushAlerts }>("leads");

/**
 * What follows each lead once it is stored: the owner's e-mail and the
 * visitor's acknowledgement (the outbox), the phone alerts, and the daily
 * e-mail of leads still new. Sends left pending by an earlier run (or
 * another server) go out now.
 */
export function startLeads(digestSections?: DigestOptions["sections"]): void {
  const config = getConfig();
  const db = getDb();
  const mailer = getMailer();
  const mailContext = async () => ({ siteUrl: config.siteUrl, profile: await siteFacts() });
  const outbox = new Outbox({
    db,
    mailer,
    mailContext,
    notifyTo: config.leadsNotifyTo,
    confirmVisitors: config.visitorConfirmations,
  });
  let vapidKeys: Promise<VapidKeys> | undefined;
  const pushAlerts = new PushAlerts({
    db,
    pushServiceHosts: config.pushServiceHosts,
    vapid: async () => {
      // Read (or generated) once per process; a failure is tried again on the next use.
      vapidKeys ??= resolveVapidKeys(db, config.vapidKeys).catch((error) => {
        vapidKeys = undefined;
        throw error;
      });
      const keys = await vapidKeys;
      return { ...keys, subject: config.vapidSubject ?? `mailto:${(await siteFacts()).business.email}` };
    },
  });
  leadsSlot.set({ outbox, pushAlerts });
  outbox.start();
  onStop(() => outbox.stop());
  const digest = startDigestChecks({
    db,
    mailer,
    mailContext,
    notifyTo: config.leadsNotifyTo,
    sections: digestSections,
  });
  onStop(() => digest.stop());
  pushAlerts.start();
  onStop(() => pushAlerts.stop());
}

/** The lead-notification outbox; undefined before start (e.g. while prerendering). */
export function getOutbox(): Outbox | undefined {
  return leadsSlot.find()?.outbox;
}

/** The phone alerts' sender; undefined before start (e.g. while prerendering). */
export function getPushAlerts(): PushAlerts | undefined {
  return leadsSlot.find()?.pushAlerts;
}
