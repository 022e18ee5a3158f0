import { ChevronDown, FileCode } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Link } from "react-router";
import { PageHero } from "~/components/layout/page-hero";
import { Section } from "~/components/layout/section";
import { HealthCheck, SitemapChecker } from "~/components/seo-tools/seo-tools";
import { Button } from "~/components/ui/button";
import { otherCityPages, primaryCities } from "~/content/cities";
import { services } from "~/content/services";
import { blogCategoryPath } from "~/lib/blog";
import { mainNav } from "~/lib/navigation";
import { metaFromLoader } from "~/lib/route-meta";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";
import { SITEMAP_PATHS } from "~/lib/sitemap-rules";
import { usedCategories } from "~/server/blog.server";
import type { Route } from "./+types/sitemap";

// Opened by few visitors, and only in the browser: loaded when opened.
const AdvancedTools = lazy(() =>
  import("~/components/seo-tools/advanced-tools").then((m) => ({ default: m.AdvancedTools })),
);

interface LinkItem {
  name: string;
  path: string;
}

export function loader() {
  const groups: { title: string; links: LinkItem[] }[] = [
    { title: "Main Navigation", links: mainNav.filter((item) => !item.external) },
    {
      title: "Services",
      links: [
        { name: "All Services", path: "/services" },
        ...services.map((s) => ({ name: s.title, path: `/service/${s.id}` })),
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
        ...[...primaryCities, ...otherCityPages].map((c) => ({
          name: c.name,
          path: `/service-area/${c.slug}`,
        })),
      ],
    },
    {
      title: "Blog Topics",
      links: [
        { name: "All Articles", path: "/blog" },
        ...usedCategories().map((c) => ({ name: c, path: blogCategoryPath(c) })),
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
    meta: pageMeta({
      title: "Sitemap",
      description:
        "Every page of the Advanced Painting Services MN website in one place, with the XML sitemaps and tools that check them.",
      path: "/sitemap",
      jsonLd: [
        breadcrumbJsonLd([
          { name: "Home", path: "/" },
          { name: "Sitemap", path: "/sitemap" },
        ]),
      ],
    }),
  };
}

export const meta = metaFromLoader;

const groupId = (title: string) => `sitemap-${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;

export default function Sitemap({ loaderData }: Route.ComponentProps) {
  const [advanced, setAdvanced] = useState(false);
  return (
    <>
      <PageHero
        title="Sitemap"
        subtitle="Every page of our site in one place, plus the files search engines read."
      />
      <Section>
        <div className="grid gap-10 sm:grid-cols-2 lg:grid-cols-3">
          {loaderData.groups.map((group) => (
            <section key={group.title} aria-labelledby={groupId(group.title)}>
              <h2 id={groupId(group.title)} className="mb-3 text-xl font-bold">
                {group.title}
              </h2>
              <ul className="space-y-1.5">
                {group.links.map((link) => (
                  <li key={link.path}>
                    <Link to={link.path} className="prose-link">
                      {link.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </Section>
      <Section tone="muted" title="XML Sitemaps" intro="The files search engines use to find every page.">
        <ul className="mx-auto grid max-w-3xl gap-2 sm:grid-cols-2">
          {SITEMAP_PATHS.map((file) => (
            <li key={file}>
              <a
                href={file}
                className="flex items-center gap-2 rounded-md border border-border bg-background p-3 hover:bg-muted"
              >
                <FileCode className="size-4" aria-hidden="true" /> {file}
              </a>
            </li>
          ))}
        </ul>
      </Section>
      <Section
        title="Sitemap & SEO Tools"
        intro="These checks run in your browser against this site's own files."
      >
        <noscript>
          <p className="mb-6 text-center font-medium">
            The checks run in your browser and need JavaScript turned on.
          </p>
        </noscript>
        <div className="mx-auto grid max-w-5xl gap-8 lg:grid-cols-2">
          <div className="rounded-lg border border-border bg-card p-6">
            <h3 className="mb-3 text-xl font-bold">Sitemap Error Checker</h3>
            <SitemapChecker />
          </div>
          <div className="rounded-lg border border-border bg-card p-6">
            <h3 className="mb-3 text-xl font-bold">SEO Health Check</h3>
            <HealthCheck />
          </div>
        </div>
        <div className="mx-auto mt-10 max-w-5xl">
          <Button
            variant="outline"
            aria-expanded={advanced}
            aria-controls="advanced-seo-tools"
            onClick={() => setAdvanced((v) => !v)}
          >
            {advanced ? "Hide Advanced SEO Tools" : "Show Advanced SEO Tools"}
            <ChevronDown className={advanced ? "rotate-180" : ""} aria-hidden="true" />
          </Button>
          <div
            id="advanced-seo-tools"
            hidden={!advanced}
            className="mt-6 rounded-lg border border-border bg-card p-6"
          >
            {advanced ? (
              <Suspense fallback={<p className="text-muted-foreground">Loading the advanced tools…</p>}>
                <AdvancedTools />
              </Suspense>
            ) : null}
          </div>
        </div>
      </Section>
    </>
  );
}
