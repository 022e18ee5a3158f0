/** What the content feature offers the other features on the server (another feature imports only this, or index.ts). */

export type { CityPage } from "./server/cities-content.server";
export { getContent, siteFacts } from "./server/content-runtime.server";
/** The owner's work on a lead, written to the Activity log (which owns its wording). */
export { auditLeadChange } from "./server/edits/audit.server";
export {
  alsoLike,
  type BlogPost,
  postCard,
  relatedArticles,
  relatedServiceIds,
  rssLink,
  usedCategories,
} from "./server/posts.server";
/** Where the Schedule buttons go, as the Booking page changes it. */
export { saveSchedulingChoice } from "./server/scheduling-admin.server";
export type { ShownService } from "./server/services-content.server";
export type { Content, GalleryProject } from "./server/snapshot.server";
