import { expect, test } from "./fixtures";

test.describe("server", () => {
  test("GET /healthz answers 200 once the database is ready", async ({ request }) => {
    const response = await request.get("/healthz");
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ ok: true, database: "up" });
    expect(response.headers()["cache-control"]).toBe("no-store");
  });

  test("pages carry security headers; only the page's own inline scripts may run", async ({ request }) => {
    // A public page is the same for everyone: its scripts are named by their hashes.
    // Search results are the visitor's own: a fresh nonce per response.
    for (const path of ["/", "/contact", "/search?q=paint"]) {
      const first = await request.get(path);
      const second = await request.get(path);
      const csp = first.headers()["content-security-policy"] ?? "";
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      const scriptSrc = /script-src ([^;]+)/.exec(csp)?.[1]?.split(" ") ?? [];
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      const html = await first.text();
      const scripts = [
        ...html.matchAll(/<script(?![^>]*application\/ld\+json)([^>]*)>([\s\S]*?)<\/script>/g),
      ];
      expect(scripts.length).toBeGreaterThan(0);
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
      if (path.startsWith("/search")) {
        expect(nonce).toBeTruthy();
        expect(second.headers()["content-security-policy"]).not.toContain(nonce);
        for (const [, attributes] of scripts) expect(attributes).toContain(`nonce="${nonce}"`);
      } else {
        expect(nonce).toBeUndefined();
        for (const [, , text = ""] of scripts) {
          const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
          expect(scriptSrc).toContain(`'sha256-${Buffer.from(digest).toString("base64")}'`);
        }
        expect(second.headers()["content-security-policy"]).toBe(csp);
      }
      const headers = first.headers();
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["x-powered-by"]).toBeUndefined();
    }
  });

  test("hashed assets are cached for a year; pages and other files are not immutable", async ({
    request,
  }) => {
    const html = await (await request.get("/")).text();
    const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
    expect(asset).toBeTruthy();
    const assetResponse = await request.get(asset!);
    expect(assetResponse.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await request.get("/")).headers()["cache-control"]).toBe("no-cache");
    expect((await request.get("/favicon.svg")).headers()["cache-control"]).not.toContain("immutable");
    const missing = await request.get("/assets/missing-file.js");
    expect(missing.status()).toBe(404);
    expect(missing.headers()["content-type"]).toContain("text/plain");
  });

  test("responses are compressed", async ({ request }) => {
    const response = await request.get("/", { headers: { "accept-encoding": "gzip" } });
    expect(response.headers()["content-encoding"]).toBe("gzip");
  });

  test("pages are served at their address, without a trailing-slash redirect", async ({ request }) => {
    const response = await request.get("/services", { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain("<h1");
    const head = await request.head("/services");
    expect(head.status()).toBe(200);
  });

  test("a trailing slash redirects permanently to the one address", async ({ request }) => {
    const response = await request.get("/services/?x=1", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe("/services?x=1");
  });

  test("every page has one canonical URL on the www host without a trailing slash", async ({ request }) => {
    for (const path of ["/", "/services", "/service/interior-painting", "/faq"]) {
      const html = await (await request.get(path)).text();
      const canonicals = [...html.matchAll(/<link rel="canonical" href="([^"]+)"/g)].map((m) => m[1]);
      expect(canonicals).toEqual([`https://www.advancedpainting.example${path === "/" ? "" : path}`]);
    }
  });

  test("an unknown service answers 404", async ({ request }) => {
    expect((await request.get("/service/no-such-service")).status()).toBe(404);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("pages read fully before any script runs", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toContainText("Advanced Painting Services MN");
    await page.goto("/services");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});
