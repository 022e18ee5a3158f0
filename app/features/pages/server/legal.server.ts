import type { Content } from "~/features/content/index.server";
import { formatLastUpdated } from "~/lib/format-date";
import { dayIn } from "~/lib/zoned-time";
import { legalTextsUpdated } from "~/seed/legal";

/** A legal page's Last Updated date: its text's, or the business facts' it quotes, whichever is later. */
export function legalLastUpdated(content: Pick<Content, "siteUpdatedAt" | "profile">) {
  const facts = dayIn(content.profile.business.timeZone, content.siteUpdatedAt);
  const day = facts > legalTextsUpdated ? facts : legalTextsUpdated;
  return formatLastUpdated(new Date(`${day}T12:00:00`));
}
