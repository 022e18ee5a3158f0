/**
 * The security headers every kind of response carries, checked on the real
 * server: a prerendered page, a page rendered per request, a build asset and
 * /healthz. Also: a form post from another site is refused and not stored.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildConfig } from "~/lib/config";
import { NONCE_PLACEHOLDER } from "~/lib/nonce";
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

const responses = [
  { label: "a prerendered page", path: "/about", html: true },
  { label: "a page rendered per request", path: "/contact", html: true },
  { label: "a search results page", path: "/search?q=drywall", html: true },
  { label: "a build asset", path: `/assets/${asset}`, html: false },
  { label: "the health check", path: "/healthz", html: false },
];

/** The directives of a Content-Security-Policy header, by name. */
function directives(csp: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of csp.split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), values);
  }
  return map;
}

function scriptNonce(csp: string): string | undefined {
  const source = directives(csp)
    .get("script-src")
    ?.find((value) => value.startsWith("'nonce-"));
  return source?.slice("'nonce-".length, -1);
}

/** Inline scripts (no src) that would run, with their nonce attribute. */
function inlineScripts(html: string): { nonce: string | undefined }[] {
  return (
    [...html.matchAll(/<script\b([^>]*)>/gi)]
      .map((match) => match[1] ?? "")
      .filter((attributes) => !/\ssrc=/.test(attributes))
      // Data blocks (JSON-LD) never run, so the policy does not apply to them.
      .filter((attributes) => {
        const type = /\stype="([^"]*)"/.exec(attributes)?.[1];
        return type === undefined || type === "module" || /javascript/.test(type);
      })
      .map((attributes) => ({ nonce: /\snonce="([^"]*)"/.exec(attributes)?.[1] }))
  );
}

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
      // The build's SITE_URL is HTTPS, so browsers are told to stay on HTTPS for a year.
      expect(buildConfig.siteUrl.startsWith("https://")).toBe(true);
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
      const nonce = scriptNonce(csp);
      expect(nonce, "script-src carries a nonce").toMatch(/^[A-Za-z0-9+/]{22}==$/);

      if (target.html) {
        // Every inline script carries this response's nonce, or the browser would block it.
        const scripts = inlineScripts(body);
        expect(scripts.length).toBeGreaterThan(0);
        expect(scripts.filter((script) => script.nonce !== nonce)).toEqual([]);
        expect(body).not.toContain(NONCE_PLACEHOLDER);
      }

      // A new request gets a new nonce.
      const again = await fetch(`${server.base}${target.path}`);
      const againBody = await again.text();
      const nextNonce = scriptNonce(again.headers.get("content-security-policy") ?? "");
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
