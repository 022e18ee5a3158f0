/**
 * Canaries on the production build (npm run build) and the pages the server
 * renders from it, for two decisions that lean on how React Router and
 * Rolldown lay out their output:
 * - docs/decisions/0006-chunk-grouping.md: React, the router and the root layout
 *   are one file, the one every page loads first;
 * - docs/decisions/0002-scripts-after-content.md: every page's module loading is
 *   deferred (React Router's inline module script kept as inert text, no
 *   module preloads), which only works while the document looks as expected;
 * - the bench's static peer (scripts/bench/peer.ts): a page's copy without
 *   JavaScript is made by removing its script elements and linking its
 *   inline stylesheet, which holds only while pages carry their scripts and
 *   stylesheet as expected.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BOOT_SCRIPT_ID } from "~/lib/defer-hydration";
import { staticCopy } from "../../scripts/bench/peer.ts";
import { projectRoot, type RunningServer, startServer, tempDir } from "./support/server";

const PORT = 3517;
const client = path.join(projectRoot, "build", "client");
const assets = path.join(client, "assets");

/** The module script's text of a page (kept as text/plain by deferHydration). */
function bootScript(html: string): string {
  const match = new RegExp(`<script[^>]*type="text/plain" id="${BOOT_SCRIPT_ID}">([\\s\\S]*?)</script>`).exec(
    html,
  );
  return match?.[1] ?? "";
}

describe("the production build", () => {
  let server: RunningServer;
  /** Every page of the sitemap, the search page and a missing one, as the server sends them. */
  const pages = new Map<string, string>();

  beforeAll(async () => {
    server = await startServer({ port: PORT, dataDir: tempDir("build-output") });
    const sitemap = await (await fetch(`${server.base}/sitemap.xml`)).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? "").pathname);
    for (const page of [...paths, "/search?q=paint", "/no-such-page"]) {
      pages.set(page, await (await fetch(`${server.base}${page}`)).text());
    }
  }, 120_000);

  afterAll(async () => {
    await server?.stop("SIGKILL");
  });

  it("defers every page's scripts: no module preload, no module script, one inert boot script, or none at all (0030)", () => {
    expect(pages.size).toBeGreaterThan(80);
    const withoutScripts: string[] = [];
    for (const [page, html] of pages) {
      expect(html, page).not.toContain('rel="modulepreload"');
      expect(html, page).not.toMatch(/<script[^>]*type="module"/);
      if (html.includes('data-scripts="none"')) {
        withoutScripts.push(page);
        expect(html, page).not.toContain(BOOT_SCRIPT_ID);
        expect(html, page).not.toContain("__reactRouterContext");
        expect(html, page).toContain('"start":"none"');
        continue;
      }
      expect(html.split(`id="${BOOT_SCRIPT_ID}"`).length - 1, page).toBe(1);
      expect(bootScript(html), page).toContain("import(");
    }
    // The pages whose every control is the browser's: the home page, the content pages, every service
    // and city, the posts, search.
    for (const page of [
      "/",
      "/about",
      "/faq",
      "/services",
      "/service-areas",
      "/warranty",
      "/careers",
      "/search?q=paint",
    ]) {
      expect(withoutScripts).toContain(page);
    }
    expect(withoutScripts.filter((page) => page.startsWith("/blog/")).length).toBeGreaterThan(5);
    // A live search, the gallery's large view, the forms: React.
    for (const page of ["/blog", "/gallery", "/contact", "/nominate"])
      expect(withoutScripts).not.toContain(page);
  });

  it("makes a copy of every page without JavaScript for the bench's peer: no script runs, the stylesheet is linked", () => {
    for (const [page, html] of pages) {
      const copy = staticCopy(html, "/bench-peer/page.css");
      expect(copy.css.length, page).toBeGreaterThan(10_000);
      expect(copy.html, page).toContain('<link rel="stylesheet" href="/bench-peer/page.css">');
      const scripts = [...copy.html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1] ?? "");
      expect(
        scripts.filter((attributes) => !attributes.includes('type="application/ld+json"')),
        page,
      ).toEqual([]);
      expect(copy.html, page).not.toContain("data-site-stylesheet");
      expect(copy.html, page).toContain("<main");
    }
  });

  it("puts React and the router in the one file every page loads first", () => {
    const manifest = JSON.parse(
      /window\.__reactRouterManifest = (\{[\s\S]*?\});\n/.exec(bootScript(pages.get("/blog") ?? ""))?.[1] ??
        "null",
    ) as {
      entry: { module: string };
      routes: Record<string, { module: string; imports?: string[] }>;
    } | null;
    expect(manifest, "the blog carries the route manifest").not.toBeNull();
    if (!manifest) return;
    const entry = readFileSync(path.join(client, manifest.entry.module), "utf8");
    // React DOM's production build links its errors to react.dev; the router names its manifest.
    expect(entry).toContain("react.dev/errors");
    expect(entry).toContain("__reactRouterManifest");
    const withReactDom = readdirSync(assets).filter(
      (file) =>
        file.endsWith(".js") && readFileSync(path.join(assets, file), "utf8").includes("react.dev/errors"),
    );
    expect(withReactDom).toEqual([path.basename(manifest.entry.module)]);
    // The root route adds nothing of its own to download: its code is in that file too. Beside it
    // only two small files every page loads anyway: Rolldown's helpers (placed in a file of their own
    // when its placement rules find no safe host among the route files) and what the root shares
    // with the visit counter (0025).
    const root = manifest.routes.root;
    const besides = (root?.imports ?? []).filter((file) => file !== manifest.entry.module);
    expect(root?.imports ?? []).toContain(manifest.entry.module);
    for (const file of besides) {
      expect(path.basename(file), file).toMatch(/^(rolldown-runtime|visit-counting)-[\w-]+\.js$/);
      // The shared file holds the frame's behaviours every page runs (0030): about 2 KB compressed.
      expect(readFileSync(path.join(client, file)).length, file).toBeLessThan(6_000);
    }
  });

  it("counts a public page's visit with a file of its own that loads nothing of React (0030)", () => {
    const plan = (html: string) =>
      /\(function starter[\s\S]*?\)\("(?:deferred-boot)?",(\{.*?\}),\[[^\]]*\]\);<\/script>/.exec(html)?.[1];
    type Plan = { start: string; visit?: { src: string; bookingUrl: string; count: boolean } } | null;
    const blog = JSON.parse(plan(pages.get("/blog") ?? "") ?? "null") as Plan;
    expect(blog?.start).toBe("paint");
    expect(blog?.visit?.src).toMatch(/^\/assets\/visit-[\w-]+\.js$/);
    expect(blog?.visit?.count).toBe(true);
    // The home page ships no framework scripts (0030): its visit file is all it runs.
    const home = JSON.parse(plan(pages.get("/") ?? "") ?? "null") as Plan;
    expect(home).toEqual({ start: "none", visit: { ...blog?.visit } });
    // A missing page is no visit (its behaviours still run); its scripts start once painted too (0031).
    expect(JSON.parse(plan(pages.get("/no-such-page") ?? "") ?? "null")).toEqual({
      start: "paint",
      visit: { ...blog?.visit, count: false },
      // The whole stylesheet, linked when the scripts start (0027).
      stylesheet: expect.stringMatching(/^\/assets\/app-[\w-]+\.css$/),
    });
    // The visit file and every file it imports statically: none holds React DOM.
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const code = readFileSync(path.join(assets, file), "utf8");
      expect(code, file).not.toContain("react.dev/errors");
      for (const [, imported] of code.matchAll(
        /(?:^|[;\s}])import\s*(?:[^"'()]*?from\s*)?["']\.\/([^"']+)["']/g,
      )) {
        visit(imported ?? "");
      }
    };
    visit(path.basename(home?.visit?.src ?? ""));
    expect(seen.size).toBeGreaterThan(1);
  });
});
