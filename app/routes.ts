import { index, layout, prefix, type RouteConfig, route } from "@react-router/dev/routes";
import { SITEMAP_PATHS } from "./features/pages/seo/sitemap-rules";

// Mirrors the specification's route list (spec 000 §2, spec 001 §2), plus the
// site search that the WebSite structured data promises. The public pages sit
// in the site's frame (routes/site/layout.tsx), the admin's in its own
// (routes/admin/layout.tsx, which reads the session once for all of them).
export default [
  layout("routes/site/layout.tsx", [
    index("routes/site/home.tsx"),
    route("about", "routes/site/about.tsx"),
    route("services", "routes/site/services.tsx"),
    route("service/:serviceSlug", "routes/site/service-detail.tsx"),
    route("gallery", "routes/site/gallery.tsx"),
    route("blog", "routes/site/blog.tsx"),
    route("blog/category/:category", "routes/site/blog-category.tsx"),
    route("blog/tag/:tag", "routes/site/blog-tag.tsx"),
    route("blog/:slug", "routes/site/blog-post.tsx"),
    route("contact", "routes/site/contact.tsx"),
    // Where a form sent without JavaScript lands after success (post/redirect/get).
    route("contact/thank-you", "routes/site/contact-thank-you.tsx"),
    route("service-areas", "routes/site/service-areas.tsx"),
    route("service-area/:slug", "routes/site/service-area.tsx"),
    route("sitemap", "routes/site/sitemap.tsx"),
    route("schedule", "routes/site/schedule.tsx"),
    route("nominate", "routes/site/nominate.tsx"),
    route("nominate/thank-you", "routes/site/nominate-thank-you.tsx"),
    route("warranty", "routes/site/warranty.tsx"),
    route("careers", "routes/site/careers.tsx"),
    route("faq", "routes/site/faq.tsx"),
    route("privacy-policy", "routes/site/privacy-policy.tsx"),
    route("terms-of-service", "routes/site/terms-of-service.tsx"),
    route("search", "routes/site/search.tsx"),
    route("*", "routes/site/not-found.tsx"),
  ]),

  // Answers that are not pages.
  route("blog/rss.xml", "routes/resources/blog-rss.ts"),
  // The contact form's post from its script when it carries photos (answers JSON, with upload progress).
  route("contact/send", "routes/resources/contact-send.ts"),
  // Whether a ZIP code or town is inside the service area (the contact form asks as the visitor types).
  route("service-area-check", "routes/resources/service-area-check.ts"),
  // The XML sitemaps and robots.txt, made from the current content.
  ...SITEMAP_PATHS.map((path) =>
    route(path.slice(1), "routes/resources/sitemap-file.ts", { id: `sitemap${path}` }),
  ),
  route("robots.txt", "routes/resources/robots-txt.ts"),
  // Page views and link clicks the site's own pages send (no cookie, nothing personal).
  route("api/event", "routes/resources/api-event.ts"),
  // Pictures the owner uploaded (the build's own are static files under /img).
  route("img/media/:file", "routes/resources/media-file.ts"),

  ...prefix("admin", [
    // The installable admin's web app manifest (linked from admin pages only; needs no session).
    route("manifest.webmanifest", "routes/admin/manifest.ts"),
    layout("routes/admin/layout.tsx", [
      // The sign-in form, or for an admin the leads dashboard.
      index("routes/admin/index.tsx"),
      // Photos visitors sent with their requests: anyone but the admin gets a 404.
      route("leads/photos/:id", "routes/admin/lead-photo.ts"),
      // Downloads and uploads: 403 without an admin session.
      layout("routes/admin/files.tsx", [
        route("export.csv", "routes/admin/leads-export.ts"),
        route("insights.csv", "routes/admin/insights-csv.ts"),
        route("content/gallery/upload", "routes/admin/gallery-upload.ts"),
      ]),
      // Pages: without an admin session, back to the sign-in.
      layout("routes/admin/pages.tsx", [
        // The owner's content: the business profile, testimonials, openings, the blog and the gallery.
        route("content", "routes/admin/content.tsx"),
        route("content/profile", "routes/admin/profile.tsx"),
        route("content/profile/:section", "routes/admin/profile-section.tsx"),
        route("content/testimonials", "routes/admin/testimonials.tsx"),
        route("content/testimonials/:id", "routes/admin/testimonial-edit.tsx"),
        route("content/openings", "routes/admin/openings.tsx"),
        route("content/openings/:id", "routes/admin/opening-edit.tsx"),
        route("content/blog", "routes/admin/blog.tsx"),
        route("content/blog/:id", "routes/admin/post-edit.tsx"),
        route("content/gallery", "routes/admin/gallery.tsx"),
        route("content/gallery/:id", "routes/admin/project-edit.tsx"),
        route("activity", "routes/admin/activity.tsx"),
        // A printable card with the review link's QR code, for every customer at the end of a job.
        route("review-card", "routes/admin/review-card.tsx"),
        // Which marketing brings visits, calls and leads (and the won jobs' value).
        route("insights", "routes/admin/insights.tsx"),
        // Phone alerts for new leads (the owner's devices) and the follow-up reminder settings.
        route("alerts", "routes/admin/alerts.tsx"),
        // Any other address under /admin: the admin's own 404, its navigation kept.
        route("*", "routes/admin/not-found.tsx"),
      ]),
    ]),
  ]),
] satisfies RouteConfig;
