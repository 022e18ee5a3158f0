/** The middleware server.ts composes, each on its own (http/*.ts). */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { crossSiteReason } from "~/server/request-guard.server";
import { formGuard } from "./form-guard.ts";
import { healthCheck } from "./health.ts";
import { loadProductionApp } from "./load-app.ts";
import { requestLog } from "./request-log.ts";
import { responseNonce, securityHeaders } from "./security-headers.ts";
import { buildAssets, publicFiles } from "./static-files.ts";
import { directives } from "./test-support/csp-directives";
import { serve } from "./test-support/serve";
import { trailingSlashRedirect } from "./trailing-slash.ts";

const scratch = mkdtempSync(path.join(tmpdir(), "middleware-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("requestLog", () => {
  it("writes one line per request with the method, address, status and time", async () => {
    const lines: string[] = [];
    const app = await serve((a) => {
      a.use(requestLog((line) => lines.push(line)));
      a.get("/x", (_req, res) => void res.status(201).send("made"));
    });
    await (await fetch(`${app.base}/x?y=1`)).text();
    await app.close();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^GET \/x\?y=1 201 \d+\.\dms$/);
  });
});

describe("securityHeaders", () => {
  async function headersFor(options: Parameters<typeof securityHeaders>[0]) {
    const nonces: string[] = [];
    const app = await serve((a) => {
      a.use(securityHeaders(options));
      a.get("/", (_req, res) => {
        nonces.push(responseNonce(res));
        res.send("ok");
      });
    });
    const first = await fetch(`${app.base}/`);
    const second = await fetch(`${app.base}/`);
    await app.close();
    return { first: first.headers, second: second.headers, nonces };
  }

  it("gives every response its own nonce, and only scripts with it may run", async () => {
    const { first, second, nonces } = await headersFor({
      siteUrl: "https://www.example.com",
      widgetOrigin: null,
    });
    const csp = directives(first.get("content-security-policy") ?? "");
    expect(csp.get("script-src")).toEqual(["'self'", `'nonce-${nonces[0]}'`]);
    expect(second.get("content-security-policy")).toContain(`'nonce-${nonces[1]}'`);
    expect(nonces[0]).not.toBe(nonces[1]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(first.get("x-frame-options")).toBe("DENY");
    expect(first.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(first.get("permissions-policy")).toContain("geolocation=()");
    expect(first.get("strict-transport-security")).toContain("max-age=31536000");
  });

  it("lets the reviews widget's origin in where it needs to, and sends no HSTS for an http site", async () => {
    const { first } = await headersFor({
      siteUrl: "http://localhost:3000",
      widgetOrigin: "https://widget.example",
    });
    const csp = directives(first.get("content-security-policy") ?? "");
    for (const name of ["script-src", "style-src", "img-src", "font-src", "connect-src", "frame-src"]) {
      expect(csp.get(name), name).toContain("https://widget.example");
    }
    expect(csp.get("default-src")).toEqual(["'self'"]);
    expect(first.get("strict-transport-security")).toBeNull();
  });
});

describe("trailingSlashRedirect", () => {
  it("sends /x/ to /x with 301, keeping the query; leaves / and posts alone", async () => {
    const app = await serve((a) => {
      a.use(trailingSlashRedirect());
      a.all("/{*rest}", (req, res) => void res.send(`reached ${req.method} ${req.path}`));
    });
    const redirected = await fetch(`${app.base}/services/?a=1`, { redirect: "manual" });
    expect(redirected.status).toBe(301);
    expect(redirected.headers.get("location")).toBe("/services?a=1");
    expect(await (await fetch(`${app.base}/`)).text()).toBe("reached GET /");
    expect(await (await fetch(`${app.base}/contact/`, { method: "POST" })).text()).toBe(
      "reached POST /contact/",
    );
    await app.close();
  });
});

describe("formGuard", () => {
  const warnings: string[] = [];
  const setup = () =>
    serve((a) => {
      a.use(
        formGuard({
          crossSiteReason,
          maxBytes: () => 100,
          siteUrl: "https://www.example.com",
          warn: (l) => warnings.push(l),
        }),
      );
      a.all("/{*rest}", (_req, res) => void res.send("reached"));
    });

  it("refuses a post from another site with 403 and lets this site's through", async () => {
    const app = await setup();
    const forged = await fetch(`${app.base}/contact`, {
      method: "POST",
      headers: { origin: "https://evil.example" },
    });
    expect(forged.status).toBe(403);
    expect(warnings.at(-1)).toMatch(/refused POST \/contact: origin https:\/\/evil.example/);
    const own = await fetch(`${app.base}/contact`, {
      method: "POST",
      headers: { origin: app.base },
      body: "a=1",
    });
    expect(await own.text()).toBe("reached");
    const canonical = await fetch(`${app.base}/contact`, {
      method: "POST",
      headers: { origin: "https://www.example.com" },
    });
    expect(canonical.status).toBe(200);
    expect((await fetch(`${app.base}/contact`, { headers: { origin: "https://evil.example" } })).status).toBe(
      200,
    );
    await app.close();
  });

  it("refuses a body larger than a form with 413 before reading it", async () => {
    const app = await setup();
    const big = await fetch(`${app.base}/contact`, {
      method: "POST",
      headers: { origin: app.base },
      body: "x".repeat(101),
    });
    expect(big.status).toBe(413);
    await app.close();
  });
});

describe("healthCheck", () => {
  it("answers 200 when healthy and 503 when not, never cached", async () => {
    let ok = true;
    const app = await serve((a) =>
      a.get(
        "/healthz",
        healthCheck(async () => ({ ok, database: ok ? "up" : "down" })),
      ),
    );
    const up = await fetch(`${app.base}/healthz`);
    expect(up.status).toBe(200);
    expect(await up.json()).toEqual({ ok: true, database: "up" });
    expect(up.headers.get("cache-control")).toBe("no-store");
    ok = false;
    expect((await fetch(`${app.base}/healthz`)).status).toBe(503);
    await app.close();
  });
});

describe("buildAssets and publicFiles", () => {
  const client = path.join(scratch, "client");
  mkdirSync(path.join(client, "assets"), { recursive: true });
  mkdirSync(path.join(client, "img"), { recursive: true });
  const script = "console.log('hello');".repeat(20);
  writeFileSync(path.join(client, "assets", "app-1a2b.js"), script);
  writeFileSync(path.join(client, "assets", "app-1a2b.js.br"), brotliCompressSync(script));
  writeFileSync(path.join(client, "assets", "app-1a2b.js.gz"), gzipSync(script));
  writeFileSync(path.join(client, "img", "photo-9f.webp"), "webp");
  writeFileSync(path.join(client, "site.webmanifest"), "{}");
  writeFileSync(path.join(scratch, "secret.txt"), "private");
  const setup = () =>
    serve((a) => {
      a.use(buildAssets(client));
      a.use(publicFiles(client));
      a.use((req, res) => void res.status(299).send(`renderer ${req.originalUrl}`));
    });

  it("serves the precompressed copy the browser accepts, cached for a year", async () => {
    const app = await setup();
    const br = await fetch(`${app.base}/assets/app-1a2b.js`, { headers: { "accept-encoding": "br, gzip" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("content-type")).toMatch(/javascript/);
    expect(br.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await br.text()).toBe(script);
    const gz = await fetch(`${app.base}/assets/app-1a2b.js`, { headers: { "accept-encoding": "gzip" } });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    const plain = await fetch(`${app.base}/assets/app-1a2b.js`, {
      headers: { "accept-encoding": "identity" },
    });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(script);
    await app.close();
  });

  it("answers a missing asset or image with a plain 404 and never leaves the folder", async () => {
    const app = await setup();
    expect((await fetch(`${app.base}/img/photo-9f.webp`)).headers.get("cache-control")).toContain(
      "immutable",
    );
    const missing = await fetch(`${app.base}/assets/gone-0000.js`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe("Not found");
    const outside = await fetch(`${app.base}/assets/..%2F..%2Fsecret.txt`, {
      headers: { "accept-encoding": "br" },
    });
    expect(await outside.text()).not.toContain("private");
    await app.close();
  });

  it("serves public files for an hour and leaves every other address to the renderer", async () => {
    const app = await setup();
    const manifest = await fetch(`${app.base}/site.webmanifest`);
    expect(await manifest.text()).toBe("{}");
    expect(manifest.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(await (await fetch(`${app.base}/about`)).text()).toBe("renderer /about");
    expect(await (await fetch(`${app.base}/robots.txt`)).text()).toBe("renderer /robots.txt");
    await app.close();
  });
});

describe("loadProductionApp", () => {
  it("says to build first when there is no build", async () => {
    await expect(loadProductionApp(scratch)).rejects.toThrow(
      "No production build found. Run `npm run build` first.",
    );
  });
});
