/**
 * The security headers every kind of response carries, checked on the real
 * server: a public page served from the page cache, a page rendered per
 * request, a build asset and /healthz. Also: a form post from another site
 * is refused and not stored.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_SITE_URL } from "~/lib/site-config";
import { directives, inlineScripts, scriptNonce } from "./support/csp";
import { storedContacts } from "./support/database";
import {
  contactFields,
  outcome,
  postForm,
  projectRoot,
  type RunningServer,
  startServer,
  tempDir,
} from "./support/server";

const PORT = 3506;

const asset = readdirSync(path.join(projectRoot, "build", "client", "assets")).find((file) =>
  file.endsWith(".js"),
);

/** How inline scripts are allowed: by their hashes (the same page for everyone) or by a nonce per response. */
type Allowed = "hashes" | "nonce";
const responses: { label: string; path: string; html: boolean; allowed: Allowed }[] = [
  { label: "a cached public page", path: "/about", html: true, allowed: "hashes" },
  { label: "a cached form page", path: "/contact", html: true, allowed: "hashes" },
  { label: "a search results page", path: "/search?q=drywall", html: true, allowed: "nonce" },
  { label: "a filtered list", path: "/blog?page=2", html: true, allowed: "nonce" },
  { label: "a build asset", path: `/assets/${asset}`, html: false, allowed: "nonce" },
  { label: "the health check", path: "/healthz", html: false, allowed: "nonce" },
];

describe("security headers", () => {
  let server: RunningServer;
  const dataDir = tempDir("headers");

  beforeAll(async () => {
    expect(asset, "the build has JavaScript assets").toBeDefined();
    server = await startServer({ port: PORT, dataDir });
  });

  afterAll(async () => {
    await server?.stop("SIGKILL");
  });

  for (const target of responses) {
    it(`are on ${target.label} (${target.path})`, async () => {
      const response = await fetch(`${server.base}${target.path}`);
      const body = await response.text();
      expect(response.status).toBe(200);
      const headers = response.headers;
      expect(headers.get("x-content-type-options")).toBe("nosniff");
      expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(headers.get("x-frame-options")).toBe("DENY");
      expect(headers.get("x-powered-by")).toBeNull();
      expect(headers.get("permissions-policy")).toContain("camera=()");
      // Public responses set no cookies.
      expect(headers.get("set-cookie")).toBeNull();
      // The default SITE_URL is HTTPS, so browsers are told to stay on HTTPS for a year.
      expect(DEFAULT_SITE_URL.startsWith("https://")).toBe(true);
      const hsts = headers.get("strict-transport-security") ?? "";
      expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(365 * 24 * 60 * 60);

      const csp = headers.get("content-security-policy") ?? "";
      const policy = directives(csp);
      expect(policy.get("default-src")).toEqual(["'self'"]);
      expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
      expect(policy.get("object-src")).toEqual(["'none'"]);
      expect(policy.get("base-uri")).toEqual(["'self'"]);
      expect(policy.get("form-action")).toEqual(["'self'"]);
      const scriptSrc = policy.get("script-src") ?? [];
      expect(scriptSrc).toContain("'self'");
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      expect(scriptSrc).not.toContain("'unsafe-eval'");
      const again = await fetch(`${server.base}${target.path}`);
      const againBody = await again.text();
      const againCsp = again.headers.get("content-security-policy") ?? "";

      if (target.allowed === "hashes") {
        // The same page for everyone: its scripts are named by their hashes, and no others may run.
        expect(scriptNonce(csp)).toBeUndefined();
        const scripts = inlineScripts(body);
        expect(scripts.length).toBeGreaterThan(0);
        expect(scripts.filter((script) => !scriptSrc.includes(script.hash))).toEqual([]);
        expect(scripts.filter((script) => script.nonce !== undefined)).toEqual([]);
        expect(scriptSrc.filter((source) => source.startsWith("'sha256-"))).toHaveLength(
          new Set(scripts.map((script) => script.hash)).size,
        );
        expect(againBody).toBe(body);
        expect(againCsp).toBe(csp);
        return;
      }
      const nonce = scriptNonce(csp);
      expect(nonce, "script-src carries a nonce").toMatch(/^[A-Za-z0-9+/]{22}==$/);
      if (target.html) {
        // Every inline script carries this response's nonce, or the browser would block it.
        const scripts = inlineScripts(body);
        expect(scripts.length).toBeGreaterThan(0);
        expect(scripts.filter((script) => script.nonce !== nonce)).toEqual([]);
      }
      // A new request gets a new nonce.
      const nextNonce = scriptNonce(againCsp);
      expect(nextNonce).toBeDefined();
      expect(nextNonce).not.toBe(nonce);
      if (target.html) {
        expect(inlineScripts(againBody).every((script) => script.nonce === nextNonce)).toBe(true);
      }
    });
  }

  it("refuses a form post from another site and stores nothing", async () => {
    const marker = `Cross site ${Date.now().toString(36)}`;
    const forged = await postForm(server.base, "/contact", contactFields(marker), {
      origin: "https://evil.example",
    });
    expect(forged.status).toBe(403);
    // Without Origin, a browser's Sec-Fetch-Site still gives the forgery away.
    const noOrigin = await postForm(server.base, "/contact", contactFields(`${marker} b`), {
      origin: null,
      headers: { "sec-fetch-site": "cross-site" },
    });
    expect(noOrigin.status).toBe(403);
    // The same post from the site itself goes through (the refusal is about the origin).
    const own = await postForm(server.base, "/contact", contactFields(`${marker} own`));
    expect(outcome(own)).toBe("thanks");

    await server.stop("SIGTERM");
    const names = (await storedContacts(dataDir)).map((row) => row.name);
    expect(names).toContain(`${marker} own`);
    expect(names.filter((name) => name === marker || name === `${marker} b`)).toEqual([]);
  });
});
