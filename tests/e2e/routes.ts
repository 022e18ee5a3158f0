/** Every route of the specification, with a concrete path for the dynamic ones. */
export const publicRoutes = [
  "/",
  "/about",
  "/services",
  "/service/interior-painting",
  "/gallery",
  "/blog",
  "/blog/drywall-repair",
  "/blog/category/interior-painting",
  "/blog/tag/drywall",
  "/contact",
  "/service-areas",
  "/service-area/shoreview",
  "/sitemap",
  "/schedule",
  "/nominate",
  "/warranty",
  "/careers",
  "/faq",
  "/privacy-policy",
  "/terms-of-service",
  "/search?q=paint",
  // Where a form sent without JavaScript lands (not in the sitemaps: noindex).
  "/contact/thank-you",
  "/nominate/thank-you",
  // Booking a visit on the site (a fresh install books elsewhere: the page says so).
  "/book",
];

export const allRoutes = [
  ...publicRoutes,
  "/admin",
  "/this-page-does-not-exist",
  // The 404 page with the site owner's Admin Tools panels.
  "/no-such-page?admin=true",
  // A city we have no page for: the general city page, served as a 404.
  "/service-area/nowhere-ville",
  // A visit's page opened with a link that is not one (a friendly 404).
  "/book/visit/not-a-real-link",
];
