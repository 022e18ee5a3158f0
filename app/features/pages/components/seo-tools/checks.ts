import { checkPageHead, checkRobotsAvailable, checkSitemapIndex } from "~/features/pages/seo/seo-health";
import {
  checkRobots,
  checkSitemapText,
  type Finding,
  fetchFailure,
  SITEMAP_PATHS,
} from "~/features/pages/seo/sitemap-rules";
import { download } from "./downloads";

// URLs in the sitemaps must belong to the site's canonical origin (SITE_URL),
// wherever the files are fetched from.
const context = (origin: string) => ({ origin, now: new Date() });

/** Downloads every sitemap and robots.txt and applies the checker's rules. */
export async function runSitemapCheck(origin: string): Promise<Finding[]> {
  const parser = new DOMParser();
  const results = await Promise.all(
    SITEMAP_PATHS.map(async (file) => {
      const result = await download(file);
      if (result.text === null) return [fetchFailure(file, "network")];
      if (result.status !== 200) return [fetchFailure(file, result)];
      return checkSitemapText(file, result.text, parser, context(origin));
    }),
  );
  const robots = await download("/robots.txt");
  return [
    ...results.flat(),
    ...(robots.status === 200 && robots.text !== null ? checkRobots(robots.text) : []),
  ];
}

/** The pages whose <head> the health check reads. */
export const HEALTH_PAGES = ["/", "/services", "/contact", "/blog", "/service-areas"];

export async function runHealthCheck(): Promise<{ findings: Finding[]; checks: number }> {
  const html = new DOMParser();
  const pages = await Promise.all(HEALTH_PAGES.map(async (path) => ({ path, result: await download(path) })));
  const findings: Finding[] = [];
  for (const { path, result } of pages) {
    if (result.text === null || result.status !== 200) {
      findings.push({
        file: path,
        type: "critical",
        message: `HTTP ${result.status}`,
        details: "The page did not load.",
      });
    } else findings.push(...checkPageHead(path, result.text, html));
  }
  findings.push(...checkRobotsAvailable(await download("/robots.txt")));
  findings.push(...checkSitemapIndex(await download("/sitemap-index.xml"), html));
  // Three head checks per page, robots.txt, the index and its namespace.
  return { findings, checks: HEALTH_PAGES.length * 3 + 3 };
}
