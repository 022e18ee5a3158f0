import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import {
  checkPageHead,
  checkRobotsAvailable,
  checkSitemapIndex,
  healthMessages,
  visibilityScore,
} from "~/features/pages/seo/seo-health";
import { SITEMAP_NAMESPACE } from "~/features/pages/seo/sitemap-rules";

const { DOMParser } = new JSDOM("").window;
const parser = new DOMParser();

const head = (inner: string) => `<!doctype html><html><head>${inner}</head><body></body></html>`;
const complete =
  '<link rel="canonical" href="https://www.example.com/"><meta name="description" content="Painting"><link rel="alternate" hreflang="x-default" href="https://www.example.com/">';

describe("SEO health check", () => {
  it("passes a page with canonical, description and x-default", () => {
    expect(checkPageHead("/", head(complete), parser)).toEqual([]);
  });

  it("reports each missing head element with its type", () => {
    const findings = checkPageHead("/", head(""), parser);
    expect(findings.map((f) => [f.message, f.type])).toEqual([
      ["missing canonical link", "critical"],
      ["missing meta description", "critical"],
      ["missing x-default hreflang", "warning"],
    ]);
    expect(
      checkPageHead("/", head('<meta name="description" content="  ">'), parser).map((f) => f.message),
    ).toContain(healthMessages.missingDescription);
  });

  it("reports robots.txt missing or not accessible", () => {
    expect(checkRobotsAvailable({ status: 200, text: "User-agent: *" })).toEqual([]);
    expect(checkRobotsAvailable({ status: 404, text: "" })[0]).toMatchObject({
      type: "critical",
      message: "robots.txt missing or not accessible",
    });
    expect(checkRobotsAvailable({ status: 0, text: null })).toHaveLength(1);
  });

  it("reports a missing sitemap index and a missing namespace", () => {
    const xml = new DOMParser();
    expect(checkSitemapIndex({ status: 404, text: "" }, xml)[0]).toMatchObject({
      type: "critical",
      message: "sitemap index missing",
    });
    expect(checkSitemapIndex({ status: 200, text: "<sitemapindex></sitemapindex>" }, xml)[0]).toMatchObject({
      type: "warning",
      message: "sitemap namespace missing",
    });
    expect(
      checkSitemapIndex(
        { status: 200, text: `<sitemapindex xmlns="${SITEMAP_NAMESPACE}"></sitemapindex>` },
        xml,
      ),
    ).toEqual([]);
  });

  it("has the spec's success message and scores the share of checks passed", () => {
    expect(healthMessages.allGood).toBe("No SEO issues found! Your site is well optimized.");
    expect(visibilityScore(10, 0)).toBe(100);
    expect(visibilityScore(10, 2)).toBe(80);
    expect(visibilityScore(0, 0)).toBe(0);
  });
});
