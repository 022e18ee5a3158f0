/** What the content feature offers the other features on the server (another feature imports only this, or index.ts). */
export { getContent, siteFacts } from "./server/content-runtime.server";
export {
  alsoLike,
  type BlogPost,
  postCard,
  relatedArticles,
  relatedServiceIds,
  rssLink,
  usedCategories,
} from "./server/posts.server";
export type { Content, GalleryProject } from "./server/snapshot.server";
