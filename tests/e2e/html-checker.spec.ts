/**
 * The Nu HTML Checker (vnu.jar from the vnu-jar package, on the machine's
 * Java) reports no error on any page: every route, every page in the
 * sitemaps, and the signed-in dashboard.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import vnuJar from "vnu-jar";
import { addressFor, expect, test } from "./fixtures";
import { allRoutes } from "./routes";
import { adminPages } from "./support/admin-pages";
import { testAccounts } from "./support/e2e-env";
import { contactFields, validNomination } from "./support/forms";

// The package exports the path of its vnu.jar.
const vnu = String(vnuJar);

interface VnuMessage {
  type: string;
  url: string;
  message: string;
  lastLine?: number;
  extract?: string;
}

test("every page passes the Nu HTML checker", { tag: "@markup" }, async ({ request, page }) => {
  test.skip(page.viewportSize()?.width !== 1280, "the markup does not depend on the viewport");
  test.slow();
  const index = await (await request.get("/sitemap-index.xml")).text();
  const sitemapPaths = new Set<string>();
  for (const sitemap of index.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const xml = await (await request.get(new URL(sitemap[1] ?? "").pathname)).text();
    for (const loc of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) sitemapPaths.add(new URL(loc[1] ?? "").pathname);
  }
  expect(sitemapPaths.size).toBeGreaterThan(80);
  const pages = new Map<string, string>();
  for (const route of new Set([...allRoutes, ...sitemapPaths])) {
    pages.set(route, await (await request.get(route)).text());
  }

  // The dashboard, signed in, with leads of both kinds on it.
  const headers = { "x-forwarded-for": addressFor("html checker") };
  await request.post("/contact", { form: contactFields("HTML check"), headers });
  await request.post("/nominate", { form: validNomination("HTML check"), headers });
  const signedIn = await request.post("/admin", {
    form: { intent: "login", email: testAccounts.admin.email, password: testAccounts.admin.password },
    headers,
  });
  expect(signedIn.ok()).toBe(true);
  for (const route of await adminPages(request)) {
    const response = await request.get(route);
    expect(response.url(), route).toContain(route);
    pages.set(`${route} (signed in)`, await response.text());
  }

  const dir = mkdtempSync(path.join(tmpdir(), "vnu-"));
  const files = new Map<string, string>();
  try {
    [...pages].forEach(([route, html], i) => {
      const file = path.join(dir, `page-${i}.html`);
      // The checker validates a <style>'s text with a CSS validator that does
      // not know the CSS Tailwind 4 writes (@property, margin-trim,
      // paint-order): the site's built stylesheet, written into each page's
      // head, is left out, as it was when it was a file of its own. Every
      // other part of the page is checked, any other <style> included.
      writeFileSync(file, html.replace(/(<style data-site-stylesheet="">)[\s\S]*?(<\/style>)/, "$1$2"));
      files.set(`file:${file}`, route);
    });
    let output = "";
    try {
      execFileSync(
        "java",
        ["-jar", vnu, "--format", "json", "--errors-only", ...[...files.keys()].map((f) => f.slice(5))],
        {
          stdio: ["ignore", "pipe", "pipe"],
          maxBuffer: 64 * 1024 * 1024,
        },
      );
    } catch (error) {
      // The checker exits 1 when it found errors; it reports them on stderr.
      output = String((error as { stderr?: Buffer }).stderr ?? "");
      if (!output.trim().startsWith("{")) throw error;
    }
    const messages = output ? (JSON.parse(output) as { messages: VnuMessage[] }).messages : [];
    const errors = messages
      .filter((m) => m.type === "error")
      .map(
        (m) =>
          `${files.get(m.url) ?? m.url}:${m.lastLine ?? "?"} ${m.message} [${(m.extract ?? "").trim().slice(0, 80)}]`,
      );
    expect(errors).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
