import { href } from "react-router";
import type { Content } from "~/features/content/index.server";
import { usedCategories } from "~/features/content/index.server";
import { blogCategoryPath } from "~/lib/blog";
import { mainNav } from "~/lib/navigation";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";

interface LinkItem {
  name: string;
  path: string;
}

/** /sitemap's link lists (spec 001 §2): navigation, services, contact, service areas, blog topics, legal. */
export function sitemapPageData(content: Content) {
  const { site } = content;
  const groups: { title: string; links: LinkItem[] }[] = [
    { title: "Main Navigation", links: mainNav("").filter((item) => !item.external) },
    {
      title: "Services",
      links: [
        { name: "All Services", path: "/services" },
        ...content.services.shown.map((s) => ({
          name: s.title,
          path: href("/service/:serviceSlug", { serviceSlug: s.id }),
        })),
      ],
    },
    {
      title: "Contact & Estimates",
      links: [
        { name: "Contact Us", path: "/contact" },
        { name: "Schedule an Estimate", path: "/schedule" },
        { name: "Frequently Asked Questions", path: "/faq" },
        { name: "Nominate a Neighbor", path: "/nominate" },
      ],
    },
    {
      title: "Service Areas",
      links: [
        { name: "All Service Areas", path: "/service-areas" },
        ...content.cities.shown.map((c) => ({
          name: c.name,
          path: href("/service-area/:slug", { slug: c.slug }),
        })),
      ],
    },
    {
      title: "Blog Topics",
      links: [
        { name: "All Articles", path: "/blog" },
        ...usedCategories(content.posts, content.categories).map((c) => ({
          name: c,
          path: blogCategoryPath(c),
        })),
      ],
    },
    {
      title: "Legal",
      links: [
        { name: "Privacy Policy", path: "/privacy-policy" },
        { name: "Terms of Service", path: "/terms-of-service" },
        { name: "Warranty", path: "/warranty" },
      ],
    },
  ];
  return {
    groups,
    meta: pageMeta(site, {
      title: "Sitemap",
      description: `Every page of the ${site.business.name} website in one place, with the XML sitemaps and tools that check them.`,
      path: "/sitemap",
      keywords: ["sitemap", "XML sitemap", "painting services pages", "service areas"],
      jsonLd: [
        breadcrumbJsonLd(site, [
          { name: "Home", path: "/" },
          { name: "Sitemap", path: "/sitemap" },
        ]),
      ],
    }),
  };
}
