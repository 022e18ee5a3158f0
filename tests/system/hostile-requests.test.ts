/**
 * Requests a browser never sends, against a running server: addresses that
 * try to make the site redirect to another host, methods the site does not
 * handle and request targets that are not paths. Each gets a clear 3xx/4xx/5xx
 * answer of its own, never a 500, and none writes a stack trace to the log.
 */
import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer, tempDir } from "./support/server";

const PORT = 3521;
let server: RunningServer;

beforeAll(async () => {
  server = await startServer({ port: PORT, dataDir: tempDir("hostile-requests") });
});
afterAll(async () => {
  await server?.stop();
});

/** A raw request: the target is sent exactly as given (fetch would normalise it). */
function raw(
  method: string,
  target: string,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined> }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port: PORT,
        method,
        path: target,
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
      },
    );
    req.on("error", reject);
    req.end();
  });
}

describe("redirects stay on the site", () => {
  for (const target of [
    "//evil.example/",
    "///evil.example/",
    "/\\evil.example/",
    "/\\/evil.example/",
    "//evil.example/path/?q=1",
    "/%2F%2Fevil.example/",
    "/%5Cevil.example/",
  ]) {
    it(`${target} is redirected to a path of this site`, async () => {
      const answer = await raw("GET", target);
      expect(answer.status).toBe(301);
      const location = String(answer.headers.location);
      // A path of its own: one leading slash, never a host.
      expect(location).toMatch(/^\/(?![/\\])/);
      expect(new URL(location, "https://www.site.example").host).toBe("www.site.example");
    });
  }
});

describe("methods and targets the site does not handle", () => {
  for (const method of ["PUT", "PATCH", "DELETE", "TRACE", "OPTIONS"]) {
    it(`${method} / answers 405 with the methods it does handle`, async () => {
      const answer = await raw(method, "/");
      expect(answer.status).toBe(405);
      expect(answer.headers.allow).toBe("GET, HEAD, POST");
    });
  }

  it("a method HTTP does not know for this site answers 501", async () => {
    expect((await raw("PROPFIND", "/")).status).toBe(501);
  });

  it("a post to a page without a form answers 405 with Allow", async () => {
    const answer = await raw("POST", "/about");
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe("GET, HEAD");
  });

  for (const target of ["http://evil.example/", "*", "evil.example:443"]) {
    it(`the request target ${target} answers 400`, async () => {
      expect((await raw("GET", target)).status).toBe(400);
    });
  }

  it("none of them wrote a stack trace to the log", async () => {
    for (const method of ["PUT", "TRACE", "DELETE"]) await raw(method, "/about");
    await raw("POST", "/services");
    await raw("GET", "http://evil.example/");
    await raw("GET", "*");
    expect(server.log()).not.toMatch(/\n\s+at /);
    expect(server.log()).not.toMatch(/Error:/);
  });
});
