import { href } from "react-router";
import { getContent } from "~/features/content/index.server";
import { deviceLabel } from "~/features/leads/push-subscription";
import { alertsActionSchema } from "~/features/leads/schemas/alerts";
import { getPushAlerts } from "~/features/leads/server/leads-runtime.server";
import { formToObject } from "~/lib/form-object";
import { fieldsRefused, readAdminForm, refused, savedRedirect } from "~/server/admin-posts.server";
import type { AdminUser } from "~/server/request-context.server";
import { getConfig, getDb } from "~/server/runtime.server";
import {
  readMessageSettings,
  readOwnerSettings,
  saveOwnerSettings,
  saveTextTemplates,
} from "./owner-settings.server";
import { listSubscriptions, removeSubscription, saveSubscription } from "./push-alerts.server";
import { isPushServiceAddress } from "./push-services.server";

/**
 * /admin/alerts: the signed-in admin's devices that get a phone alert for
 * each new lead (added from the page's script, removed with a plain form),
 * a test alert, and the owner's follow-up reminder settings.
 */

const PAGE = href("/admin/alerts");

export async function alertsPageData(user: AdminUser) {
  const db = getDb();
  const [devices, settings, content, messages] = await Promise.all([
    listSubscriptions(db, user.id),
    readOwnerSettings(db),
    getContent(),
    readMessageSettings(db),
  ]);
  let publicKey: string | undefined;
  try {
    publicKey = await getPushAlerts()?.publicKey();
  } catch (error) {
    // The page still lists and removes devices; the button says alerts cannot be turned on now.
    console.error("[push] the push keys could not be read:", error);
  }
  const { timeZone } = content.site.business;
  const when = new Intl.DateTimeFormat("en-US", { timeZone, dateStyle: "medium", timeStyle: "short" });
  return {
    publicKey,
    devices: devices.map((device) => ({
      id: device.id,
      // The page's script compares it with this browser's own subscription ("This device").
      endpoint: device.endpoint,
      label: device.deviceLabel || "A browser",
      added: when.format(device.createdAt),
      lastSent: device.lastSentAt ? when.format(device.lastSentAt) : undefined,
      lastError: device.lastError ?? undefined,
    })),
    settings: { digestAfterHours: settings.digestAfterHours, digestHour: settings.digestHour },
    textTemplates: messages.textTemplates,
  };
}

function testAlertMessage(result: { sent: number; removed: number; failed: number; devices: number }) {
  const devices = (n: number) => `${n} ${n === 1 ? "device" : "devices"}`;
  if (result.devices === 0) {
    return {
      kind: "error",
      message: "No device gets alerts yet: turn them on on your phone first.",
    } as const;
  }
  if (result.sent === result.devices) {
    return {
      kind: "success",
      message: `Test alert sent to ${devices(result.sent)}. It should show up within a few seconds.`,
    } as const;
  }
  const parts = [`Test alert sent to ${result.sent} of ${devices(result.devices)}.`];
  if (result.removed > 0) {
    parts.push(
      `${devices(result.removed)} no longer accepted alerts (turned off in the browser) and ${result.removed === 1 ? "was" : "were"} removed.`,
    );
  }
  if (result.failed > 0) parts.push("The problem is shown under each device that failed.");
  return { kind: result.sent > 0 ? "success" : "error", message: parts.join(" ") } as const;
}

export async function alertsAction(request: Request, user: AdminUser) {
  const post = await readAdminForm(request);
  if ("answer" in post) return post.answer;
  const parsed = alertsActionSchema.safeParse(Object.fromEntries(post.form));
  if (!parsed.success) {
    if (post.intent === "settings" || post.intent === "texts")
      return fieldsRefused(parsed.error, formToObject(post.form, ["intent"]));
    return refused(400, parsed.error.issues[0]?.message ?? "Unknown action.");
  }
  const action = parsed.data;
  const db = getDb();
  try {
    switch (action.intent) {
      case "subscribe": {
        if (!isPushServiceAddress(action.endpoint, getConfig().pushServiceHosts)) {
          return refused(
            400,
            "This browser's alert address is not one of the browsers' push services, so alerts cannot be turned on from it.",
          );
        }
        const label = action.label || deviceLabel(request.headers.get("user-agent") ?? "");
        await saveSubscription(db, user.id, action, label);
        return savedRedirect(PAGE, "Alerts are on for this device. Send a test alert to check.");
      }
      case "unsubscribe":
        await removeSubscription(db, user.id, { endpoint: action.endpoint });
        return savedRedirect(PAGE, "Alerts are off on this device.");
      case "remove":
        if (!(await removeSubscription(db, user.id, { id: action.id }))) {
          return refused(404, "That device is no longer on the list.");
        }
        return savedRedirect(PAGE, "Device removed: it gets no more alerts.");
      case "test": {
        const pushAlerts = getPushAlerts();
        if (!pushAlerts) return refused(503, "Alerts cannot be sent just now. Please try again in a moment.");
        const outcome = testAlertMessage(await pushAlerts.sendTest(user.id));
        return savedRedirect(PAGE, outcome.message, outcome.kind);
      }
      case "texts": {
        const { intent: _, ...templates } = action;
        await saveTextTemplates(db, templates);
        return savedRedirect(PAGE, "Messages saved. The lead cards' Text buttons use them now.");
      }
      case "settings":
        await saveOwnerSettings(db, {
          digestAfterHours: action.digestAfterHours,
          digestHour: action.digestHour,
        });
        return savedRedirect(
          PAGE,
          action.digestAfterHours === 0
            ? "Saved: the daily reminder e-mail is off."
            : "Reminder settings saved.",
        );
    }
  } catch (error) {
    console.error(`[admin] alerts ${action.intent} failed:`, error);
    return refused(503, "That could not be done just now. Please try again in a moment.");
  }
}
