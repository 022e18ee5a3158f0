import { startBackups } from "~/features/backups/index.server";
import { startBooking } from "~/features/booking/index.server";
import {
  contentCacheKey,
  pictureFilesChanged,
  siteFacts,
  startContent,
} from "~/features/content/server/content-runtime.server";
import { startAnalyticsRollUp } from "~/features/insights/server/events.server";
import { startLeads } from "~/features/leads/server/leads-runtime.server";
import { startMedia, startPhotoUpdates } from "~/features/media/server/media-runtime.server";
import { overdueDigestSection } from "~/features/payments/index.server";
import { startQuotes } from "~/features/quotes/index.server";
import type { AppConfig } from "~/server/env.server";
import { MessageOutbox, startMessageOutbox } from "~/server/message-outbox.server";
import {
  checkHealth,
  getConfig,
  getDb,
  getMailer,
  isStarted,
  onStop,
  startCore,
  stopCore,
} from "~/server/runtime.server";

/**
 * The composition root: starts the shared core (configuration, database,
 * mailer, rate limits) and then each feature that runs in the background,
 * once, before the server listens. Nothing here runs at import time, because
 * prerendering imports the server build.
 */
export async function startRuntime(env: Record<string, string | undefined>): Promise<AppConfig> {
  if (isStarted()) return getConfig();
  let content: Awaited<ReturnType<typeof startContent>> | undefined;
  const config = await startCore(env, async (database, cfg) => {
    content = await startContent(database, cfg);
    return content.stop;
  });
  content?.register();
  await startMedia();
  startPhotoUpdates(pictureFilesChanged);
  const messages = new MessageOutbox({ db: getDb(), mailer: getMailer() });
  startMessageOutbox(messages);
  onStop(() => messages.stop());
  // The owner's morning e-mail lists the invoices overdue beside the leads still waiting.
  startLeads(async (now) => [await overdueDigestSection(now)]);
  const stopRollUp = startAnalyticsRollUp(getDb(), async () => (await siteFacts()).business.timeZone);
  onStop(stopRollUp);
  startBackups();
  startBooking();
  startQuotes();
  return config;
}

export const stopRuntime = stopCore;

export { checkHealth, contentCacheKey };
