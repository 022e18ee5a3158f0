/** The content pages as a search engine reads them: titles, structured data, full texts, a 404. */
import type { APIRequestContext } from "@playwright/test";
import { fillFacts, fillFactsIn } from "../../app/lib/facts";
import { faqItems } from "../../app/seed/faq";
import { privacyPolicy, termsOfService } from "../../app/seed/legal";
import { serviceDetails, services } from "../../app/seed/services";
import { expect, test } from "./fixtures";
import { jsonLd } from "./support/page-parts";
import { seedSite } from "./support/seed-site";

async function html(request: APIRequestContext, path: string, status = 200): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(status);
  return response.text();
}

const contentPaths = [
  "/",
  "/about",
  "/services",
  ...services.map((s) => `/service/${s.id}`),
  "/warranty",
  "/careers",
  "/faq",
  "/schedule",
  "/privacy-policy",
  "/terms-of-service",
];

test.describe("content pages in the HTML", () => {
  test("every content page has a unique title and description", async ({ request }) => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const path of contentPaths) {
      const text = await html(request, path);
      const title = text.match(/<title>([^<]*)<\/title>/)?.[1];
      const description = text.match(/<meta name="description" content="([^"]*)"/)?.[1];
      expect(title, path).toBeTruthy();
      expect(description, path).toBeTruthy();
      titles.add(title ?? "");
      descriptions.add(description ?? "");
    }
    expect(titles.size).toBe(contentPaths.length);
    expect(descriptions.size).toBe(contentPaths.length);
  });

  test("structured data: organisation and business on home, FAQ page, breadcrumbs and services", async ({
    request,
  }) => {
    const types = (blocks: Array<Record<string, unknown>>) => blocks.map((b) => b["@type"]);
    expect(types(jsonLd(await html(request, "/")))).toEqual(
      expect.arrayContaining(["Organization", "HousePainter", "WebSite"]),
    );

    const faq = jsonLd(await html(request, "/faq")).find((b) => b["@type"] === "FAQPage");
    const entities = faq?.mainEntity as Array<{ name: string; acceptedAnswer: { text: string } }>;
    expect(entities.map((e) => e.name)).toEqual(faqItems.map((f) => f.question));
    expect(entities[3]?.acceptedAnswer.text).toBe(fillFacts(faqItems[3]?.answer ?? "", seedSite));

    const servicesCrumbs = jsonLd(await html(request, "/services")).find(
      (b) => b["@type"] === "BreadcrumbList",
    );
    expect((servicesCrumbs?.itemListElement as unknown[] | undefined)?.length).toBe(2);

    for (const service of services) {
      const blocks = jsonLd(await html(request, `/service/${service.id}`));
      const data = blocks.find((b) => b["@type"] === "Service");
      expect(data?.name).toBe(service.title);
      const crumbs = blocks.find((b) => b["@type"] === "BreadcrumbList");
      expect((crumbs?.itemListElement as Array<{ name: string }> | undefined)?.map((c) => c.name)).toEqual([
        "Home",
        "Services",
        service.title,
      ]);
    }
  });

  test("each service page carries its own process, benefits and notes", async ({ request }) => {
    for (const service of services) {
      const text = await html(request, `/service/${service.id}`);
      const detail = fillFactsIn(serviceDetails[service.id]!, seedSite);
      const decoded = text.replaceAll("&#x27;", "'").replaceAll("&quot;", '"').replaceAll("&amp;", "&");
      expect(decoded, service.id).toContain(`<h1`);
      expect(decoded).toContain(service.title);
      expect(decoded).toContain("What&#x27;s Included".replaceAll("&#x27;", "'"));
      for (const feature of service.features) expect(decoded).toContain(fillFacts(feature, seedSite));
      for (const step of detail.process) expect(decoded).toContain(step);
      for (const benefit of detail.benefits) expect(decoded).toContain(benefit);
      expect(decoded).toContain(detail.additionalInfo);
      // Spec 000 §2: "Join over 190+ satisfied customers".
      expect(decoded).toContain("Join over 190+ satisfied customers");
      expect(decoded).toContain('href="/services"');
    }
  });

  test("an unknown service answers 404 with the Service Not Found screen", async ({ request }) => {
    const text = await html(request, "/service/wallpaper-hanging", 404);
    expect(text).toContain("Service Not Found");
    expect(text).toContain("Sorry, the service you&#x27;re looking for doesn&#x27;t exist.");
    expect(text).toMatch(/<a[^>]*href="\/services"[^>]*>View All Services<\/a>/);
    expect(text).toContain('content="noindex, nofollow"');
  });

  test("legal pages carry their full text and a Last Updated date", async ({ request }) => {
    for (const [path, doc] of [
      ["/privacy-policy", privacyPolicy],
      ["/terms-of-service", termsOfService],
    ] as const) {
      const text = await html(request, path);
      const date = text.match(
        /Last Updated: <time dateTime="\d{4}-\d{2}-\d{2}">([A-Z][a-z]+ \d{1,2}, \d{4})<\/time>/,
      )?.[1];
      expect(date, path).toBeTruthy();
      const age = Date.now() - new Date(date ?? "").getTime();
      expect(age).toBeGreaterThan(-2 * 86_400_000);
      expect(age).toBeLessThan(30 * 86_400_000);
      for (const section of doc.sections) expect(text).toContain(section.heading.replaceAll("'", "&#x27;"));
    }
  });
});
