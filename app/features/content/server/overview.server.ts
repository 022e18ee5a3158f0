import { goLiveChecks } from "~/features/content/go-live";
import { getContent } from "~/features/content/server/content-runtime.server";
import { zonedInputValue } from "~/lib/zoned-time";
import { getConfig, getDb } from "~/server/runtime.server";
import { describeActivity } from "./activity-words.server";
import { countAuditLog, readAuditLog } from "./edits/audit.server";
import { isPublic, listPostsForEdit } from "./edits/blog.server";
import { openingRecords } from "./edits/openings.server";
import { testimonialRecords } from "./edits/testimonials.server";
import { historyLink } from "./history.server";

/** /admin/content: each section with what it holds now, and what is left to replace before launch. */
export async function contentOverviewData() {
  const db = getDb();
  const [posts, testimonials, openings, content] = await Promise.all([
    listPostsForEdit(db),
    testimonialRecords.list(db),
    openingRecords.list(db),
    getContent(),
  ]);
  const now = new Date();
  const published = posts.filter((post) => isPublic(post, now)).length;
  const scheduled = posts.filter((post) => post.status === "scheduled" && !isPublic(post, now)).length;
  return {
    summary: {
      "/admin/content/profile": `Phone ${content.site.business.phone.display}; ${content.site.hoursLines.map((line) => `${line.days} ${line.hours}`).join(", ")}`,
      "/admin/content/testimonials": `${testimonials.filter((t) => !t.hidden).length} shown, ${testimonials.filter((t) => t.hidden).length} hidden`,
      "/admin/content/services": `${content.services.shown.length} shown, ${content.services.hidden.size} hidden`,
      "/admin/content/faq": `${content.faq.faq.length} on the FAQ page, ${content.faq.contact.length} on the contact page`,
      "/admin/content/openings": `${content.openings.length} open now, ${openings.length} in all`,
      "/admin/content/blog": `${published} published, ${scheduled} scheduled, ${posts.length - published - scheduled} drafts`,
    } as Record<string, string>,
    goLive: goLiveChecks({
      gallery: content.gallery,
      posts: content.posts,
      business: content.site.business,
      bookingUrl: content.site.bookingUrl,
      scheduling: content.site.scheduling,
      reviewUrl: content.site.reviewUrl,
      siteUrl: content.site.siteUrl,
      mailReady: Boolean(getConfig().smtpUrl),
    }),
  };
}

export const ACTIVITY_PAGE_SIZE = 50;

/** /admin/activity: who changed what, newest first, in words, with the values before and after. */
export async function activityPageData(request: Request) {
  const page = Math.max(1, Number.parseInt(new URL(request.url).searchParams.get("page") ?? "", 10) || 1);
  const db = getDb();
  const { business } = (await getContent()).site;
  const [entries, total] = await Promise.all([
    readAuditLog(db, ACTIVITY_PAGE_SIZE, (page - 1) * ACTIVITY_PAGE_SIZE),
    countAuditLog(db),
  ]);
  return {
    page,
    pages: Math.max(1, Math.ceil(total / ACTIVITY_PAGE_SIZE)),
    timeZoneName: business.timeZoneName,
    entries: entries.map((entry) => ({
      id: entry.id,
      at: entry.at.toISOString(),
      atText: zonedInputValue(business.timeZone, entry.at).replace("T", " "),
      who: entry.userEmail,
      ...describeActivity(entry),
      history: historyLink(entry),
    })),
  };
}
