import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { SITEMAP_PATHS } from "./lib/sitemap-rules";

// Mirrors the specification's route list (spec 000 §2, spec 001 §2), plus the
// site search that the WebSite structured data promises.
export default [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("services", "routes/services.tsx"),
  route("service/:serviceSlug", "routes/service-detail.tsx"),
  route("gallery", "routes/gallery.tsx"),
  route("blog", "routes/blog.tsx"),
  route("blog/rss.xml", "routes/blog-rss.ts"),
  route("blog/category/:category", "routes/blog-category.tsx"),
  route("blog/tag/:tag", "routes/blog-tag.tsx"),
  route("blog/:slug", "routes/blog-post.tsx"),
  route("contact", "routes/contact.tsx"),
  // Where a form sent without JavaScript lands after success (post/redirect/get).
  route("contact/thank-you", "routes/contact-thank-you.tsx"),
  // The contact form's post from its script when it carries photos (answers JSON, with upload progress).
  route("contact/send", "routes/contact-send.ts"),
  // Whether a ZIP code or town is inside the service area (the contact form asks as the visitor types).
  route("service-area-check", "routes/service-area-check.ts"),
  route("service-areas", "routes/service-areas.tsx"),
  route("service-area/:slug", "routes/service-area.tsx"),
  route("sitemap", "routes/sitemap.tsx"),
  // The XML sitemaps and robots.txt, made from the current content.
  ...SITEMAP_PATHS.map((path) => route(path.slice(1), "routes/sitemap-file.ts", { id: `sitemap${path}` })),
  route("robots.txt", "routes/robots-txt.ts"),
  // Page views and link clicks the site's own pages send (no cookie, nothing personal).
  route("api/event", "routes/api-event.ts"),
  // Pictures the owner uploaded (the build's own are static files under /img).
  route("img/media/:file", "routes/media-file.ts"),
  route("admin", "routes/admin.tsx"),
  route("admin/export.csv", "routes/admin-export.ts"),
  // Photos visitors sent with their requests: for a signed-in admin only.
  route("admin/leads/photos/:id", "routes/admin-lead-photo.ts"),
  // The owner's content: the business profile, testimonials, openings and the blog.
  route("admin/content", "routes/admin-content.tsx"),
  route("admin/content/profile", "routes/admin-profile.tsx"),
  route("admin/content/testimonials", "routes/admin-testimonials.tsx"),
  route("admin/content/testimonials/:id", "routes/admin-testimonial.tsx"),
  route("admin/content/openings", "routes/admin-openings.tsx"),
  route("admin/content/openings/:id", "routes/admin-opening.tsx"),
  route("admin/content/blog", "routes/admin-blog.tsx"),
  route("admin/content/blog/:id", "routes/admin-post.tsx"),
  route("admin/content/gallery", "routes/admin-gallery.tsx"),
  route("admin/content/gallery/upload", "routes/admin-gallery-upload.ts"),
  route("admin/content/gallery/:id", "routes/admin-gallery-project.tsx"),
  route("admin/activity", "routes/admin-activity.tsx"),
  // A printable card with the review link's QR code, for every customer at the end of a job.
  route("admin/review-card", "routes/admin-review-card.tsx"),
  // Which marketing brings visits, calls and leads (and the won jobs' value).
  route("admin/insights", "routes/admin-insights.tsx"),
  route("admin/insights.csv", "routes/admin-insights-csv.ts"),
  // Phone alerts for new leads (the owner's devices) and the follow-up reminder settings.
  route("admin/alerts", "routes/admin-alerts.tsx"),
  // The installable admin's web app manifest (linked from admin pages only).
  route("admin/manifest.webmanifest", "routes/admin-manifest.ts"),
  route("schedule", "routes/schedule.tsx"),
  route("nominate", "routes/nominate.tsx"),
  route("nominate/thank-you", "routes/nominate-thank-you.tsx"),
  route("warranty", "routes/warranty.tsx"),
  route("careers", "routes/careers.tsx"),
  route("faq", "routes/faq.tsx"),
  route("privacy-policy", "routes/privacy-policy.tsx"),
  route("terms-of-service", "routes/terms-of-service.tsx"),
  route("search", "routes/search.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
