import { index, layout, prefix, type RouteConfig, route } from "@react-router/dev/routes";
import { SITEMAP_PATHS } from "./features/pages/seo/sitemap-rules";

// Mirrors the specification's route list (spec 000 §2, spec 001 §2), plus the
// site search that the WebSite structured data promises. Every page sits in
// the site's frame (drawn by root.tsx): the public pages under
// routes/site/layout.tsx, the admin's under routes/admin/layout.tsx (its own
// bar and navigation inside that frame; it reads the session once for all).
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
    // Booking an estimate visit on the site (when the owner chose it), and each visit's own page (a signed link).
    route("book", "routes/site/book.tsx"),
    route("book/visit/:token", "routes/site/book-visit.tsx"),
    route("nominate", "routes/site/nominate.tsx"),
    route("nominate/thank-you", "routes/site/nominate-thank-you.tsx"),
    route("warranty", "routes/site/warranty.tsx"),
    route("careers", "routes/site/careers.tsx"),
    route("faq", "routes/site/faq.tsx"),
    route("privacy-policy", "routes/site/privacy-policy.tsx"),
    route("terms-of-service", "routes/site/terms-of-service.tsx"),
    route("search", "routes/site/search.tsx"),
    // A quote the owner sent, opened from its unguessable link: the customer accepts or declines it.
    route("quote/:key", "routes/site/quote.tsx"),
    route("quote/:key/pdf", "routes/site/quote-pdf.ts"),
    // An invoice from its unguessable link: paid online through Stripe's checkout, or as the owner says.
    route("invoice/:key", "routes/site/invoice.tsx"),
    route("invoice/:key/pdf", "routes/site/invoice-pdf.ts"),
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
  // "Add to my calendar" on a visit's page: its .ics file, behind the same signed link.
  route("book/visit/:token/calendar.ics", "routes/resources/visit-calendar.ts"),
  // Page views and link clicks the site's own pages send (no cookie, nothing personal).
  route("api/event", "routes/resources/api-event.ts"),
  // Stripe's signed events about the invoices' online payments.
  route("api/stripe/webhook", "routes/resources/stripe-webhook.ts"),
  // Pictures the owner uploaded (the build's own are static files under /img).
  route("img/media/:file", "routes/resources/media-file.ts"),

  ...prefix("admin", [
    // The installable admin's web app manifest (linked from admin pages only; needs no session).
    route("manifest.webmanifest", "routes/admin/manifest.ts"),
    layout("routes/admin/layout.tsx", [
      // The sign-in form, or for the team the leads dashboard.
      index("routes/admin/index.tsx"),
      // Open to anyone: asking for a new password, and setting one from the e-mailed link (a reset or an invitation).
      route("forgot-password", "routes/admin/forgot-password.tsx"),
      route("set-password/:token", "routes/admin/set-password.tsx"),
      // Who may open what: the staff groups below let the whole team in (owner and staff);
      // every other group is the owner's alone, so a new route is the owner's unless placed here.
      // Photos visitors sent with their requests: anyone outside the team gets a 404.
      route("leads/photos/:id", "routes/admin/lead-photo.ts"),
      // The team's downloads: 403 without a session.
      layout("routes/admin/staff-files.tsx", [
        route("export.csv", "routes/admin/leads-export.ts"),
        route("insights.csv", "routes/admin/insights-csv.ts"),
      ]),
      // The team's pages: without a session, back to the sign-in.
      layout("routes/admin/staff-pages.tsx", [
        // A lead added by hand (a call, a walk-in, a referral).
        route("leads/new", "routes/admin/lead-new.tsx"),
        // A printable card with the review link's QR code, for every customer at the end of a job.
        route("review-card", "routes/admin/review-card.tsx"),
        // Which marketing brings visits, calls and leads (and the won jobs' value).
        route("insights", "routes/admin/insights.tsx"),
        // Estimate visits to come, by day: the team confirms, declines or cancels them.
        route("visits", "routes/admin/visits.tsx"),
        // Each person's own signed-in devices, and signing out the others.
        route("devices", "routes/admin/devices.tsx"),
        // Any other address under /admin: the admin's own 404, its navigation kept.
        route("*", "routes/admin/not-found.tsx"),
      ]),
      // The owner's uploads and downloads: 403 for anyone else.
      layout("routes/admin/files.tsx", [
        route("content/gallery/upload", "routes/admin/gallery-upload.ts"),
        // A backup of the whole site made now, and the daily ones the server keeps.
        route("backups/download", "routes/admin/backup-download.ts"),
        route("backups/files/:file", "routes/admin/backup-file.ts"),
        // A quote's PDF (the signed copy once accepted), and every quote as a spreadsheet.
        route("quotes/:id/pdf", "routes/admin/quote-pdf.ts"),
        route("quotes.csv", "routes/admin/quotes-csv.ts"),
        // Every payment received, for the accountant.
        route("payments.csv", "routes/admin/payments-csv.ts"),
        route("invoices/:id/pdf", "routes/admin/invoice-pdf.ts"),
      ]),
      // The owner's pages: back to the sign-in without a session, 403 for staff.
      layout("routes/admin/pages.tsx", [
        // The owner's content: the business profile, testimonials, openings, the blog and the gallery.
        route("content", "routes/admin/content.tsx"),
        route("content/profile", "routes/admin/profile.tsx"),
        route("content/profile/:section", "routes/admin/profile-section.tsx"),
        route("content/profile/:section/history", "routes/admin/profile-history.tsx"),
        route("content/testimonials", "routes/admin/testimonials.tsx"),
        route("content/testimonials/:id", "routes/admin/testimonial-edit.tsx"),
        route("content/services", "routes/admin/services.tsx"),
        route("content/services/:id", "routes/admin/service-edit.tsx"),
        route("content/cities", "routes/admin/cities.tsx"),
        route("content/cities/:slug", "routes/admin/city-edit.tsx"),
        route("content/texts", "routes/admin/page-texts.tsx"),
        route("content/texts/:key", "routes/admin/page-text-edit.tsx"),
        route("content/faq", "routes/admin/faq.tsx"),
        route("content/faq/:id", "routes/admin/faq-edit.tsx"),
        route("content/openings", "routes/admin/openings.tsx"),
        route("content/openings/:id", "routes/admin/opening-edit.tsx"),
        route("content/blog", "routes/admin/blog.tsx"),
        route("content/blog/:id", "routes/admin/post-edit.tsx"),
        route("content/gallery", "routes/admin/gallery.tsx"),
        route("content/gallery/:id", "routes/admin/project-edit.tsx"),
        route("activity", "routes/admin/activity.tsx"),
        // Backups: download one now, the daily ones kept on the server, how to put one back.
        route("backups", "routes/admin/backups.tsx"),
        // Phone alerts for new leads (the owner's devices) and the follow-up reminder settings.
        route("alerts", "routes/admin/alerts.tsx"),
        // Estimate visits: the owner's hours, days off, his calendar's address, the next free times.
        route("booking", "routes/admin/booking.tsx"),
        // The people who may sign in: invite, change a role, remove.
        route("team", "routes/admin/team.tsx"),
        // Whether staff may delete leads for good (the Team page's form).
        route("team/lead-rights", "routes/admin/team-lead-rights.ts"),
        // Quotes: written from a lead, sent, answered online.
        route("quotes", "routes/admin/quotes.tsx"),
        route("quotes/new/:leadId", "routes/admin/quote-new.tsx"),
        route("quotes/:id", "routes/admin/quote.tsx"),
        // Getting paid: what is owed and paid, each invoice, and billing a quote's balance or a progress payment.
        route("money", "routes/admin/money.tsx"),
        route("invoices/:id", "routes/admin/invoice.tsx"),
        route("quotes/:id/invoices", "routes/admin/quote-invoices.ts"),
      ]),
    ]),
  ]),
] satisfies RouteConfig;
