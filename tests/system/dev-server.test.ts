/**
 * `npm run dev` runs the production server's middleware around Vite: the
 * same security headers (a fresh CSP nonce on every page, every inline
 * script carrying it), the same cross-site guard, and the visitor's address
 * reaching the app (TRUST_PROXY), so rate limits count per visitor.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { directives, inlineScripts, scriptNonce } from "./support/csp";
import {
  clientAddress,
  contactFields,
  outcome,
  postForm,
  type RunningServer,
  startServer,
  tempDir,
} from "./support/server";

const DEV_PORT = 3515;
const PROD_PORT = 3516;

describe("the development server", () => {
  let dev: RunningServer;
  let prod: RunningServer;

  beforeAll(async () => {
    const env = { TRUST_PROXY: "loopback", RATE_LIMIT_MAX_FORMS: "1" };
    dev = await startServer({
      port: DEV_PORT,
      dataDir: tempDir("dev"),
      env,
      nodeArgs: ["--conditions=development"],
      args: ["--dev"],
      timeoutMs: 120_000,
    });
    prod = await startServer({ port: PROD_PORT, dataDir: tempDir("dev-prod"), env });
  });

  afterAll(async () => {
    await Promise.all([dev?.stop("SIGKILL"), prod?.stop("SIGKILL")]);
  });

  it("sends the production server's security headers; every inline script is allowed by its hash or nonce", async () => {
    for (const page of ["/about", "/search?q=paint"]) {
      const [devPage, prodPage] = await Promise.all([
        fetch(`${dev.base}${page}`),
        fetch(`${prod.base}${page}`),
      ]);
      expect(devPage.status).toBe(200);
      const devCsp = devPage.headers.get("content-security-policy") ?? "";
      const prodCsp = prodPage.headers.get("content-security-policy") ?? "";
      // The same policy, but for the scripts it names (development pages carry Vite's).
      const withoutScripts = (csp: string) => csp.replace(/ '(nonce|sha256)-[^']+'/g, "");
      expect(withoutScripts(devCsp), page).toBe(withoutScripts(prodCsp));
      const scriptSrc = directives(devCsp).get("script-src") ?? [];
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      const nonce = scriptNonce(devCsp);
      const scripts = inlineScripts(await devPage.text());
      expect(scripts.length).toBeGreaterThan(0);
      const allowed = (script: (typeof scripts)[number]) =>
        nonce ? script.nonce === nonce : scriptSrc.includes(script.hash);
      expect(
        scripts.filter((script) => !allowed(script)),
        page,
      ).toEqual([]);
      // Search results depend on the visitor's words: never from the page cache.
      if (page.startsWith("/search")) expect(nonce, page).toBeDefined();
    }
    const [devPage, prodPage] = await Promise.all([fetch(`${dev.base}/about`), fetch(`${prod.base}/about`)]);
    for (const header of [
      "x-frame-options",
      "referrer-policy",
      "permissions-policy",
      "strict-transport-security",
    ]) {
      expect(devPage.headers.get(header), header).toBe(prodPage.headers.get(header));
    }
  });

  it("refuses a post from another site, and counts form posts per visitor address", async () => {
    const forged = await postForm(dev.base, "/contact", contactFields("Dev forged"), {
      origin: "https://evil.example",
    });
    expect(forged.status).toBe(403);
    const visitor = clientAddress();
    const first = await postForm(dev.base, "/contact", contactFields("Dev first"), {
      clientAddress: visitor,
    });
    expect(outcome(first)).toBe("thanks");
    const second = await postForm(dev.base, "/contact", contactFields("Dev second"), {
      clientAddress: visitor,
    });
    expect(second.status).toBe(429);
    const other = await postForm(dev.base, "/contact", contactFields("Dev other"), {
      clientAddress: clientAddress(),
    });
    expect(outcome(other)).toBe("thanks");
  });
});
