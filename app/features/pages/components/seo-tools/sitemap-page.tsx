import { ChevronDown, FileCode } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Link } from "react-router";
import { PageHero } from "~/components/layout/page-hero";
import { Section } from "~/components/layout/section";
import { Button } from "~/components/ui/button";
import { SITEMAP_PATHS } from "~/features/pages/seo/sitemap-rules";
import { HealthCheck, SitemapChecker } from "./seo-tools";

// Opened by few visitors, and only in the browser: loaded when opened.
const AdvancedTools = lazy(() => import("./advanced-tools").then((m) => ({ default: m.AdvancedTools })));

const groupId = (title: string) => `sitemap-${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;

/** /sitemap (spec 001 §2): every page, the XML sitemaps and the SEO tools. */
export function SitemapPage({
  groups,
}: {
  groups: { title: string; links: { name: string; path: string }[] }[];
}) {
  const [advanced, setAdvanced] = useState(false);
  return (
    <>
      <PageHero
        title="Sitemap"
        subtitle="Every page of our site in one place, plus the files search engines read."
      />
      <Section>
        <div className="grid gap-10 sm:grid-cols-2 lg:grid-cols-3">
          {groups.map((group) => (
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
