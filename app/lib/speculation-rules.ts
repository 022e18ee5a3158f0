/**
 * The Speculation Rules a public page gives the browser (issue 52): a link
 * the visitor rests a pointer on, or starts to tap, is fetched ahead
 * (prefetch, "moderate"), and the page is prepared whole once the finger or
 * button is down (prerender, "conservative"), so the move to a page without
 * the framework's scripts (decision 0030) shows at once. Only the site's own
 * pages: never the admin, a private link (a quote, a visit), a file, or a
 * link that asks not to be followed. A prepared page counts its visit only
 * once it is shown (defer-hydration.ts).
 */
const where = {
  and: [
    { href_matches: "/*" },
    { not: { href_matches: "/admin*" } },
    { not: { href_matches: "/quote/*" } },
    { not: { href_matches: "/book/visit/*" } },
    { not: { href_matches: "/api/*" } },
    { not: { href_matches: "/media/*" } },
    ...["xml", "txt", "ics", "pdf", "json"].map((ext) => ({ not: { href_matches: `/*.${ext}` } })),
    { not: { selector_matches: "[rel~=nofollow], [download], [target=_blank]" } },
  ],
};

export const speculationRules = JSON.stringify({
  prefetch: [{ where, eagerness: "moderate" }],
  prerender: [{ where, eagerness: "conservative" }],
});
